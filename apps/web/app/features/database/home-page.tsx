import './database.css';
import type { CompetitionSummary } from '@kanqiu/contract';
import type { ReactElement, ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SearchIcon } from '../shell';
import { CompetitionBadge, PlayerBadge, TeamBadge } from './badge';
import type { DatabaseHomeData, DatabaseSport } from './data';
import { groupNames, roleName } from './labels';
import { basketballCompetitionPath } from '../../lib/database-paths';
import { basketballPlayerPath, basketballTeamPath, competitionPath, playerPath, teamPath } from './links';

const sports: { key: DatabaseSport; label: string }[] = [
  { key: 'football', label: '足球' },
  { key: 'basketball', label: '篮球' },
];

/** Basketball competitions have their own detail page (`/database/detail/lq`). */
function competitionLink(c: CompetitionSummary): string {
  return c.sport === 'basketball' ? basketballCompetitionPath(c.id) : competitionPath(c.id);
}

function CompetitionCard({ competition }: { competition: CompetitionSummary }): ReactElement {
  return (
    <Link className="kq-db-competition" to={competitionLink(competition)} data-testid="db-competition">
      <CompetitionBadge name={competition.name} color={competition.color} />
      <span className="kq-db-competition-name">{competition.name}</span>
      <span className="kq-db-competition-full">{competition.nameFull}</span>
    </Link>
  );
}

function SearchResults({
  results,
  keyword,
}: {
  results: NonNullable<DatabaseHomeData['results']>;
  keyword: string;
}): ReactElement {
  const empty = results.competitions.length + results.teams.length + results.players.length === 0;
  if (empty) return <p className="kq-db-empty">没有找到与“{keyword}”相关的赛事、球队或球员</p>;
  return (
    <div className="kq-db-results" data-testid="db-search-results">
      <ResultSection
        title="赛事"
        items={results.competitions}
        to={competitionLink}
        badge={(c) => <CompetitionBadge name={c.name} color={c.color} size={0.5} />}
        note={(c) => c.nameFull}
      />
      <ResultSection
        title="球队"
        items={results.teams}
        to={(t) => (t.sport === 'basketball' ? basketballTeamPath(t.id) : teamPath(t.id))}
        badge={(t) => <TeamBadge id={t.id} name={t.name} />}
        note={(t) => (t.nameFull === t.name ? t.englishName : t.nameFull)}
        testId="db-team-result"
      />
      <ResultSection
        title="球员"
        items={results.players}
        badge={(p) => <PlayerBadge id={p.id} name={p.name} />}
        to={(p) => (p.sport === 'basketball' ? basketballPlayerPath(p.id) : playerPath(p.id))}
        note={(p) => [p.team?.name, p.sport === 'football' ? roleName(p.role) : null].filter(Boolean).join(' · ')}
      />
    </div>
  );
}

type ResultSectionProps<T> = {
  title: string;
  items: T[];
  to: (item: T) => string;
  badge: (item: T) => ReactNode;
  note: (item: T) => string;
  testId?: string;
};

/** One kind of search hit (赛事, 球队 or 球员); nothing when there is none of that kind. */
function ResultSection<T extends { id: string | number; name: string }>(
  props: ResultSectionProps<T>,
): ReactElement | null {
  const { title, items, to, badge, note, testId } = props;
  if (items.length === 0) return null;
  return (
    <section className="kq-db-card">
      <h2 className="kq-db-section-title">{title}</h2>
      {items.map((item) => (
        <Link key={item.id} className="kq-db-result" to={to(item)} data-testid={testId}>
          {badge(item)}
          <span className="kq-db-result-name">{item.name}</span>
          <span className="kq-db-result-note">{note(item)}</span>
        </Link>
      ))}
    </section>
  );
}

/** 资料库: a sport's competitions by group, and a search over teams, players and competitions. */
export function DatabaseHomePage({ data }: { data: DatabaseHomeData }): ReactElement {
  const { sport, keyword, groups, results, error } = data;
  return (
    <div className="kq-db">
      <header className="kq-db-top">
        <h1 className="kq-db-title">资料库</h1>
        <Form method="get" className="kq-search-field" role="search">
          <input type="hidden" name="sport" value={sport} />
          <SearchIcon width="0.32rem" height="0.32rem" />
          <input
            name="q"
            type="search"
            defaultValue={keyword}
            placeholder="搜索球队、球员、赛事，如 mc、曼城"
            aria-label="搜索球队、球员、赛事"
            maxLength={30}
            enterKeyHint="search"
          />
          <button type="submit">搜索</button>
        </Form>
        <nav className="kq-db-sports" aria-label="运动">
          {sports.map((s) => (
            <Link key={s.key} to={`/database?sport=${s.key}`} className={s.key === sport ? 'is-active' : undefined}>
              {s.label}
            </Link>
          ))}
        </nav>
      </header>
      {error && <p className="kq-db-empty">{error}</p>}
      {keyword && results ? (
        <SearchResults results={results} keyword={keyword} />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="kq-db-card">
            <h2 className="kq-db-section-title">{groupNames[group.key]}</h2>
            <div className="kq-db-grid">
              {group.competitions.map((c) => (
                <CompetitionCard key={c.id} competition={c} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
