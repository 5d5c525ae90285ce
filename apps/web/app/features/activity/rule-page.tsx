import './activity.css';
import type { ReactElement } from 'react';
import { PageHeader } from '../shell';
import type { RuleData } from './data';

/** /activity/rule: the rules the server writes from the campaign's real parameters. */
export function RulePage({ data }: { data: RuleData }): ReactElement {
  return (
    <div className="kq-page kq-act">
      <PageHeader title="活动规则" backTo="/activity" />
      {data.rules ? (
        <article className="kq-act-rules">
          <h1>{data.rules.title} · 活动规则</h1>
          {data.rules.sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </article>
      ) : (
        <p className="kq-act-empty">{data.error ?? '规则暂时无法加载'}</p>
      )}
    </div>
  );
}
