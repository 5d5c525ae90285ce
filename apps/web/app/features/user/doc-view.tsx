import type { ReactElement } from 'react';

export type DocSection = { heading: string; paragraphs: string[] };

type DocViewProps = {
  title: string;
  intro?: string;
  updatedAt?: string;
  sections: DocSection[];
};

/** A long text page (agreements, feedback notes) rendered as plain text, never as HTML. */
export function DocView({ title, intro, updatedAt, sections }: DocViewProps): ReactElement {
  return (
    <article className="kq-doc">
      <h1 className="kq-doc-title">{title}</h1>
      {updatedAt ? <p className="kq-doc-meta">更新日期：{updatedAt}</p> : null}
      {intro ? <p className="kq-doc-intro">{intro}</p> : null}
      {sections.map((section) => (
        <section key={section.heading} className="kq-doc-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
