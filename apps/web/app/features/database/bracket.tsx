import type { CompetitionDetail, DatabaseFixture } from '@kanqiu/contract';
import { bracketOrder, tieWinner } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { TeamBadge } from './badge';
import { roundName } from './labels';

const KNOCKOUT = ['r16', 'qf', 'sf', 'final'] as const;

function Side({ tie, side }: { tie: DatabaseFixture; side: 'home' | 'away' }): ReactElement {
  const team = tie[side];
  const [home, away] = tie.extraTime ?? [tie.homeScore, tie.awayScore];
  const through = tieWinner(tie) === team.id;
  return (
    <span className={through ? 'kq-bracket-side is-through' : 'kq-bracket-side'}>
      <TeamBadge id={team.id} name={team.name} size={0.32} />
      <span className="kq-bracket-name">{team.name}</span>
      <b>
        {side === 'home' ? home : away}
        {tie.penalties && <small>({tie.penalties[side === 'home' ? 0 : 1]})</small>}
      </b>
    </span>
  );
}

function Tie({ tie }: { tie: DatabaseFixture }): ReactElement {
  const body = (
    <>
      <Side tie={tie} side="home" />
      <Side tie={tie} side="away" />
    </>
  );
  return tie.matchId === null ? (
    <div className="kq-bracket-tie">{body}</div>
  ) : (
    <Link className="kq-bracket-tie" to={`/live/zq/detail/${tie.matchId}`} data-testid="db-bracket-match">
      {body}
    </Link>
  );
}

/** The knockout rounds of a cup, last 16 to the final, drawn as a bracket that scrolls sideways at 375 px. */
export function Bracket({ detail }: { detail: CompetitionDetail }): ReactElement {
  const stages = KNOCKOUT.filter((stage) => detail.rounds.some((r) => r.stage === stage));
  const rounds = bracketOrder(stages.map((stage) => detail.rounds.find((r) => r.stage === stage)?.fixtures ?? []));
  const third = detail.rounds.find((r) => r.stage === 'third')?.fixtures[0];
  return (
    <section className="kq-db-card">
      <div className="kq-db-scroll">
        <div
          className="kq-bracket"
          data-testid="db-bracket"
          style={{ height: `${(rounds[0]?.length ?? 1) * 1.16}rem` }}
        >
          {rounds.map((ties, index) => (
            <ol key={stages[index]} className="kq-bracket-round" aria-label={roundName(stages[index]!, null)}>
              <li className="kq-bracket-title">{roundName(stages[index]!, null)}</li>
              {ties.map((tie) => (
                <li key={`${tie.home.name}-${tie.away.name}`} className="kq-bracket-slot">
                  <Tie tie={tie} />
                </li>
              ))}
            </ol>
          ))}
        </div>
      </div>
      {third && (
        <div className="kq-bracket-third">
          <span>{roundName('third', null)}</span>
          <Tie tie={third} />
        </div>
      )}
    </section>
  );
}

/** Whether a season has knockout rounds to draw. */
export const hasBracket = (detail: CompetitionDetail) =>
  detail.rounds.some((r) => (KNOCKOUT as readonly string[]).includes(r.stage));
