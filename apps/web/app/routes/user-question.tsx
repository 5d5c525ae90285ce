import { Collapse } from 'antd-mobile';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/user-question';
import { PageHeader } from '../features/shell/page-header';
import { faqGroups } from '../features/user/content/faq';

export const meta = () => [{ title: '常见问题 - 看球直播' }];

/** The texts come from the loader so they stay out of the page's JavaScript. */
export function loader() {
  return { groups: faqGroups };
}

export default function QuestionPage({ loaderData }: Route.ComponentProps): ReactElement {
  return (
    <div className="kq-page">
      <PageHeader title="常见问题" backTo="/user" />
      {loaderData.groups.map((group) => (
        <section key={group.title} className="kq-faq-group">
          <h2 className="kq-entry-card-title">{group.title}</h2>
          <Collapse accordion className="kq-faq">
            {group.items.map((item) => (
              <Collapse.Panel key={item.q} title={item.q}>
                <p className="kq-faq-answer">{item.a}</p>
              </Collapse.Panel>
            ))}
          </Collapse>
        </section>
      ))}
      <p className="kq-page-note kq-center">
        没有找到答案？<Link to="/user/opinion">意见反馈</Link> · <Link to="/user/doubt">反馈须知</Link>
      </p>
    </div>
  );
}
