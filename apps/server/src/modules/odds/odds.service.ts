import type { LotterySpView, OddsHistory, OddsList } from '@kanqiu/contract';
import { oddsChange, type LotteryKind, type OddsChange } from '@kanqiu/domain';
import { scoreFromText } from '../../platform/db/score-text';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { MatchLookup } from '../match';
import { latestLotteryPrices } from './lottery-prices.repository';
import { findCompanies, findLines, type LineRow, type Market } from './odds.repository';

type Triple = [number, number, number];

/** The detail odds type (spec §9, default 1): 1 asian handicap, 2 european, 3 over/under. */
const MARKETS: Readonly<Record<number, Market>> = { 1: 'asia', 2: 'euro', 3: 'total' };

const CHANGE_CODE: Readonly<Record<OddsChange, number>> = { up: 1, down: -1, same: 0 };

const valuesOf = (line: LineRow): Triple => [line.left_value, line.middle_value, line.right_value];

/** 1 up (red), -1 down (green), 0 same, per value against the previous line. */
function changes(previous: LineRow | undefined, current: LineRow): Triple {
  const before = previous && valuesOf(previous);
  const [left, middle, right] = valuesOf(current).map(
    (value, index) => CHANGE_CODE[oddsChange(before?.[index], value)],
  );
  return [left ?? 0, middle ?? 0, right ?? 0];
}

function marketOf(type: number): Market {
  const market = MARKETS[type];
  if (!market) throw new RangeError(`unknown odds type ${type}`);
  return market;
}

function byCompany(lines: readonly LineRow[]): Map<number, LineRow[]> {
  const grouped = new Map<number, LineRow[]>();
  for (const line of lines) {
    const own = grouped.get(line.company_id) ?? [];
    own.push(line);
    grouped.set(line.company_id, own);
  }
  return grouped;
}

/** Odds shown as information (Kanqiu takes no bets): each company's lines on one market. */
export function createOddsService(db: Db, matches: Pick<MatchLookup, 'exists'>) {
  async function requireMatch(matchId: number): Promise<void> {
    if (!(await matches.exists(matchId))) fail('notFound');
  }

  return {
    async companies() {
      const rows = await findCompanies(db);
      return rows.map((row) => ({ companyId: row.id, nameZh: row.name_zh }));
    },

    /** Per company, in the companies' order: the opening line, the latest line and how it last moved. */
    async list(matchId: number, type: number): Promise<OddsList> {
      await requireMatch(matchId);
      const market = marketOf(type);
      const [companies, lines] = await Promise.all([findCompanies(db), findLines(db, matchId, market)]);
      const grouped = byCompany(lines);
      const list = companies.flatMap((company) => {
        const own = grouped.get(company.id);
        const current = own?.at(-1);
        if (!own || !current) return [];
        const open = own.find((line) => line.phase === 'open');
        return [
          {
            companyId: company.id,
            nameZh: company.name_zh,
            open: open ? valuesOf(open) : null,
            current: valuesOf(current),
            changes: changes(own.at(-2), current),
            updatedAt: current.at,
          },
        ];
      });
      return { type, market, list, count: list.length };
    },

    /** Every line of one company in time order, each with its move against the one before. */
    async history(matchId: number, type: number, companyId: number): Promise<OddsHistory> {
      await requireMatch(matchId);
      const market = marketOf(type);
      const [companies, lines] = await Promise.all([findCompanies(db), findLines(db, matchId, market, companyId)]);
      const company = companies.find((row) => row.id === companyId);
      if (!company) fail('notFound');
      return {
        companyId,
        nameZh: company.name_zh,
        market,
        list: lines.map((line, index) => {
          const [leftChange, middleChange, rightChange] = changes(lines[index - 1], line);
          return {
            left: line.left_value,
            middle: line.middle_value,
            right: line.right_value,
            leftChange,
            middleChange,
            rightChange,
            phase: line.phase,
            minute: line.minute,
            score: scoreFromText(line.score),
            at: line.at,
          };
        }),
      };
    },

    /** The latest SP of a lottery's two markets for each of the matches (竞彩/北单 lists, 让球胜平负 guesses). */
    lotteryPrices(kind: LotteryKind, matchIds: readonly number[]): Promise<Map<number, LotterySpView>> {
      return latestLotteryPrices(db, kind, matchIds);
    },
  };
}

export type OddsService = ReturnType<typeof createOddsService>;
