import './message.css';
import type { ImNote, ReleaseNotes } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatShanghai } from '../../lib/format-date';
import { PageHeader } from '../shell';
import { EmptyNote, SymbolTile, symbols } from './parts';

/** 公告: the operators' announcements, newest first; one with a link opens it. */
export function NotePage({ notes, error }: { notes: ImNote[]; error: string | null }): ReactElement {
  return (
    <main className="kq-im-page">
      <PageHeader title="公告" backTo="/message/notice" />
      {error ? (
        <EmptyNote>{error}</EmptyNote>
      ) : notes.length === 0 ? (
        <EmptyNote>暂无公告</EmptyNote>
      ) : (
        <ul className="kq-im-bulletins">
          {notes.map((note) => (
            <li key={note.id} className="kq-im-bulletin" data-testid="note">
              <p className="kq-im-bulletin-top">
                <SymbolTile color="#f97316" path={symbols.megaphone} size="0.56rem" />
                <strong>{note.title}</strong>
              </p>
              <time>{formatShanghai(Math.floor(note.createdAt / 1000), 'YYYY-MM-DD HH:mm')}</time>
              <p className="kq-im-bulletin-body">{note.body}</p>
              {note.link ? (
                <Link to={note.link} className="kq-im-link">
                  查看详情
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** 版本说明: the running version, then what each version changed, newest first. */
export function VersionPage({ releases }: { releases: ReleaseNotes | null }): ReactElement {
  return (
    <main className="kq-im-page">
      <PageHeader title="版本说明" backTo="/message/notice" />
      {releases === null ? (
        <EmptyNote>版本说明暂时无法加载，请稍后再试</EmptyNote>
      ) : (
        <>
          <div className="kq-im-version-now">
            <SymbolTile color="#0ea5e9" path={symbols.info} size="0.8rem" />
            <div>
              <strong>看球直播</strong>
              <p data-testid="current-version">当前版本 v{releases.current}</p>
            </div>
          </div>
          <ol className="kq-im-bulletins">
            {releases.list.map((release) => (
              <li key={release.version} className="kq-im-bulletin" data-testid="release">
                <p className="kq-im-bulletin-top">
                  <strong>v{release.version}</strong>
                  {release.version === releases.current ? <span className="kq-im-tag">当前版本</span> : null}
                </p>
                <time>{release.date}</time>
                <ul className="kq-im-release-items">
                  {release.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
