import './vlive.css';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../shell/states';
import type { StreamedMatchesData } from './data';
import { VliveHeader } from './room-list-page';
import { matchLine } from './room-format';

const sports = [
  { key: 'football', label: '足球' },
  { key: 'basketball', label: '篮球' },
] as const;

/** Today's matches that have a room, by sport, each linking to its rooms. */
export function StreamedMatchesPage({ data }: { data: StreamedMatchesData }): ReactElement {
  const { matches } = data;
  const empty = matches && matches.football.length + matches.basketball.length === 0;
  return (
    <div className="kq-vlive">
      <VliveHeader active="match" />
      <main className="kq-vlive-body">
        {data.error && <EmptyState title={data.error} />}
        {empty && <EmptyState title="今日暂无直播赛事" />}
        {matches &&
          sports.map(
            ({ key, label }) =>
              matches[key].length > 0 && (
                <section key={key} aria-label={label}>
                  <h2 className="kq-vlive-section">{label}</h2>
                  <ul className="kq-vlive-matches">
                    {matches[key].map(({ match, rooms }) => (
                      <li key={match.id}>
                        <p>{matchLine(match)}</p>
                        <div className="kq-vlive-rooms">
                          {rooms.map((room) => (
                            <Link key={room.id} to={`/vlive/detail/${room.id}`} className={room.live ? 'is-live' : ''}>
                              {room.live ? '● ' : ''}
                              {room.title}
                            </Link>
                          ))}
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ),
          )}
      </main>
    </div>
  );
}
