import type { AiCard } from '@kanqiu/contract';
import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

type Card<K extends AiCard['kind']> = Extract<AiCard, { kind: K }>;

const detailPath = (card: Card<'match'>) => `/live/${card.sport === 'basketball' ? 'lq' : 'zq'}/detail/${card.matchId}`;
const playerPath = (card: Card<'player'>) =>
  `/database/player/${card.sport === 'basketball' ? 'lq' : 'zq'}?id=${card.playerId}`;

/** 3/14 20:00, Beijing time. */
function kickoffText(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS);
  const time = date.toISOString().slice(11, 16);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()} ${time}`;
}

function MatchCard({ card }: { card: Card<'match'> }): ReactElement {
  const live = card.status === '进行中';
  return (
    <Link className="kq-ai-match" to={detailPath(card)} data-match-id={card.matchId} data-testid="ai-match-card">
      <div className="kq-ai-match-meta">
        <span className="kq-ai-league">{card.league}</span>
        <span>{kickoffText(card.kickoffAt)}</span>
        <span className={live ? 'kq-ai-status is-live' : 'kq-ai-status'}>{card.status}</span>
      </div>
      <div className="kq-ai-match-teams">
        <span className="kq-ai-team is-home">{card.home}</span>
        <span className={live ? 'kq-ai-score is-live' : 'kq-ai-score'}>
          {card.score ? `${card.score[0]} : ${card.score[1]}` : 'VS'}
        </span>
        <span className="kq-ai-team">{card.away}</span>
      </div>
    </Link>
  );
}

function StandingsCard({ card }: { card: Card<'standings'> }): ReactElement {
  return (
    <div className="kq-ai-table" data-testid="ai-standings-card">
      <div className="kq-ai-table-title">
        {card.competition} {card.season} 积分榜
        {card.generated && <span className="kq-ai-tag">模拟</span>}
      </div>
      <table>
        <thead>
          <tr>
            <th>排名</th>
            <th className="is-team">球队</th>
            <th>赛</th>
            <th>胜</th>
            <th>负</th>
            <th>{card.generated ? '胜率' : '积分'}</th>
          </tr>
        </thead>
        <tbody>
          {card.rows.map((row) => (
            <tr key={row.rank + row.team}>
              <td>
                <span className={row.rank <= 4 ? 'kq-ai-rank is-top' : 'kq-ai-rank'}>{row.rank}</span>
              </td>
              <td className="is-team">{row.team}</td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.lost}</td>
              <td className="is-points">{card.generated ? `${row.points}%` : row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerCard({ card }: { card: Card<'player'> }): ReactElement {
  return (
    <Link className="kq-ai-player" to={playerPath(card)} data-testid="ai-player-card">
      <span className="kq-ai-player-avatar">{card.name.slice(0, 1)}</span>
      <span className="kq-ai-player-body">
        <span className="kq-ai-player-name">
          {card.name}
          {card.team && <span className="kq-ai-player-team">{card.team}</span>}
        </span>
        <span className="kq-ai-player-line">{card.line}</span>
      </span>
    </Link>
  );
}

function ArticleCard({ card }: { card: Card<'article'> }): ReactElement {
  return (
    <Link className="kq-ai-article" to={`/news/${card.columnId}/${card.articleId}`} data-testid="ai-article-card">
      <span className="kq-ai-article-title">{card.title}</span>
      <span className="kq-ai-article-summary">{card.summary}</span>
      <span className="kq-ai-match-meta">
        <span>{kickoffText(card.publishedAt)}</span>
        {card.generated && <span className="kq-ai-tag">站内生成</span>}
      </span>
    </Link>
  );
}

/** The rich parts of an answer: matches linking to their detail, a table, a player line, articles. */
export function AnswerCards({ cards }: { cards: readonly AiCard[] }): ReactElement | null {
  if (cards.length === 0) return null;
  return (
    <div className="kq-ai-cards">
      {cards.map((card, index) => {
        if (card.kind === 'match') return <MatchCard key={`m${card.matchId}`} card={card} />;
        if (card.kind === 'standings') return <StandingsCard key={`s${index}`} card={card} />;
        if (card.kind === 'article') return <ArticleCard key={`a${card.articleId}`} card={card} />;
        return <PlayerCard key={`p${card.playerId}`} card={card} />;
      })}
    </div>
  );
}
