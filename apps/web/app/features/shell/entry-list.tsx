import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from './page-icons';

export type Entry = {
  key: string;
  title: ReactNode;
  /** A link, a button action, or neither (a read-only row). */
  to?: string;
  onClick?: () => void;
  prefix?: ReactNode;
  extra?: ReactNode;
  testId?: string;
};

/** A card of full-width rows (settings style); rows with `to` are real links, so they work before hydration. */
export function EntryList({ entries, title }: { entries: Entry[]; title?: string }): ReactElement {
  return (
    <section className="kq-entry-card">
      {title ? <h2 className="kq-entry-card-title">{title}</h2> : null}
      <ul className="kq-entry-list">
        {entries.map((entry) => {
          const body = (
            <>
              {entry.prefix ? <span className="kq-entry-prefix">{entry.prefix}</span> : null}
              <span className="kq-entry-title">{entry.title}</span>
              {entry.extra !== undefined ? <span className="kq-entry-extra">{entry.extra}</span> : null}
              {entry.to || entry.onClick ? <ChevronRight className="kq-entry-chevron" /> : null}
            </>
          );
          return (
            <li key={entry.key}>
              {entry.to ? (
                <Link to={entry.to} className="kq-entry" data-testid={entry.testId}>
                  {body}
                </Link>
              ) : entry.onClick ? (
                <button type="button" className="kq-entry" onClick={entry.onClick} data-testid={entry.testId}>
                  {body}
                </button>
              ) : (
                <div className="kq-entry" data-testid={entry.testId}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The small coloured square in front of an entry. */
export function EntryIcon({ color, children }: { color: string; children: ReactNode }): ReactElement {
  return (
    <span className="kq-entry-icon" style={{ background: color }}>
      {children}
    </span>
  );
}
