import { fileURLToPath } from 'node:url';
import { settleLine } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball } from '../dataset/dataset';
import { ODDS_COMPANIES } from './companies';
import { mainHandicapLine, mainTotalLine } from './lines';
import { oddsEventsUntil } from './odds-feed';
import { scoreGrid } from './probabilities';
import { expectedGoals, fitStrengths, strengthsOf } from './strengths';

const dataDir = fileURLToPath(new URL('../../../../../data', import.meta.url));
const football = loadFootball(dataDir);
const table = fitStrengths(football);
const LEAGUES = ['England', 'Spain', 'Italy', 'Germany', 'France'];
const leagueMatches = football.matches.filter((m) => LEAGUES.includes(m.competition));

const percentile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
};

describe('model prices against the 2017-18 league results', () => {
  it('splits the real results about evenly on its main handicap and total lines', () => {
    const handicap = { win: 0, loss: 0 };
    const total = { win: 0, loss: 0 };
    for (const m of leagueMatches) {
      const strengths = strengthsOf(table, m.competition);
      const grid = scoreGrid(expectedGoals(strengths, m.home, m.away), strengths.rho);
      const [home, away] = m.score.ft;
      const h = settleLine(home - away, mainHandicapLine(grid));
      const t = settleLine(home + away, mainTotalLine(grid));
      handicap.win += h.win;
      handicap.loss += h.loss;
      total.win += t.win;
      total.loss += t.loss;
    }
    expect(handicap.win / (handicap.win + handicap.loss)).toBeCloseTo(0.5, 1);
    expect(total.win / (total.win + total.loss)).toBeCloseTo(0.5, 1);
  });

  it('quotes handicap waters of about 0.80–1.05 an hour before kick-off, each company with its margin', () => {
    const sample = leagueMatches.filter((_, i) => i % 4 === 0);
    const waters = new Map<number, number[]>();
    for (const m of sample) {
      const fixture = {
        provider: 'replay',
        providerMatchId: String(m.id),
        matchId: m.id,
        competition: m.competition,
        homeTeamId: m.home,
        awayTeamId: m.away,
        kickoffAt: m.kickoff,
      };
      for (const e of oddsEventsUntil(table, fixture, [], m.kickoff)) {
        if (e.market === 'asia' && e.at === m.kickoff - 3600) {
          waters.set(e.companyId, [...(waters.get(e.companyId) ?? []), e.values[0], e.values[2]]);
        }
        if (e.market === 'euro') {
          const company = ODDS_COMPANIES.find((c) => c.id === e.companyId);
          const overround = e.values.reduce((sum, o) => sum + 1 / o, 0) - 1;
          expect(overround).toBeCloseTo(company?.margin ?? NaN, 2);
        }
      }
    }
    for (const company of ODDS_COMPANIES) {
      const quoted = waters.get(company.id) ?? [];
      expect(percentile(quoted, 0.5)).toBeGreaterThan(0.85);
      expect(percentile(quoted, 0.5)).toBeLessThan(0.97);
      expect(percentile(quoted, 0.05)).toBeGreaterThan(0.7);
      expect(percentile(quoted, 0.95)).toBeLessThan(1.15);
    }
  });
});
