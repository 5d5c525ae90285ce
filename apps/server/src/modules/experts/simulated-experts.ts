import {
  FootballStatus,
  BasketballStatus,
  favouritePick,
  goalsPick,
  hoopsPick,
  marketRule,
  maxTipPrice,
  modelAnalysis,
  pickLabel,
  pickTerms,
  SIMULATED_EXPERTS,
  simulatedStyles,
  valuePick,
  type ExpertLevel,
  type ModelPick,
  type Quote,
  type SimulatedStyle,
} from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { namedMatches } from '../../platform/db/named-matches';
import { AppError } from '../../platform/http/app-error';
import { repeatTask } from '../../platform/repeat';
import { firstCompanyLines, preMatchLines, type OddsLines } from './experts.repository';
import type { TipsService } from './tips.service';

const HOUR = 3600;
const DAY = 86_400;
/** 模拟专家 publish on matches kicking off within this window. */
const AHEAD_SECONDS = DAY;
/** On start they publish 回溯 tips on the finished matches of this many days, from the odds before kick-off. */
const RETRO_DAYS = 30;
/** A 回溯 tip reads as published this long before kick-off, and uses only the odds known then. */
const RETRO_LEAD_SECONDS = HOUR;
const BATCH = 40;
const NOT_STARTED = FootballStatus.notStarted;
const FINISHED_STATE = { football: FootballStatus.finished, basketball: BasketballStatus.finished } as const;
export const SIMULATED_INTERVAL_MS = 30_000;

type SimDeps = { db: Db; clock: Clock; sportsClock: Clock; tips: TipsService; logger: Logger };

const quoteOf = (row: { left_value: number; middle_value: number; right_value: number }): Quote => [
  row.left_value,
  row.middle_value,
  row.right_value,
];

/** Creates the four 模拟专家 once; their ids by style. */
export async function ensureSimulatedExperts(
  db: Db,
  clock: Clock,
): Promise<Map<SimulatedStyle, { id: number; level: number }>> {
  for (const style of simulatedStyles) {
    const { name, description } = SIMULATED_EXPERTS[style];
    await db
      .insertInto('experts')
      .values({ style, name, description, created_at: clock() })
      .onConflict((oc) => oc.column('style').doNothing())
      .execute();
  }
  const rows = await db.selectFrom('experts').select(['id', 'style', 'level']).where('style', 'is not', null).execute();
  return new Map(rows.map((row) => [row.style as SimulatedStyle, { id: row.id, level: row.level }]));
}

/** What the style's model picks from the lines, with the line it opened on; null when it stays out. */
function modelPick(style: SimulatedStyle, lines: OddsLines): (ModelPick & { openingLine: number }) | null {
  const own = firstCompanyLines(lines);
  const opening = own[0];
  const latest = own.at(-1);
  if (!opening || !latest) return null;
  const latestByCompany = [...new Map(lines.map((line) => [line.company_id, quoteOf(line)])).values()];
  const pick =
    style === 'value'
      ? valuePick(quoteOf(latest), latestByCompany)
      : style === 'favourite'
        ? favouritePick(quoteOf(latest))
        : style === 'goals'
          ? goalsPick(quoteOf(opening), quoteOf(latest))
          : hoopsPick(quoteOf(latest));
  return pick && { ...pick, openingLine: opening.middle_value };
}

/** A window of kick-offs: matches still to play, or finished ones (回溯). */
type Range = { from: number; to: number; finished: boolean };

/**
 * Matches of the style's sport in a kick-off range and states, with odds on its market, no tip of this expert
 * yet and not passed over before (`passed`: the model stayed out).
 */
function candidateMatches(db: Db, expertId: number, style: SimulatedStyle, range: Range, passed: ReadonlySet<number>) {
  const market = SIMULATED_EXPERTS[style].market;
  let query = namedMatches(db, marketRule(market).sport)
    .select(['m.id', 'm.kickoff_at', 'c.name_zh as competition', 'h.name_zh as home', 'a.name_zh as away'])
    .where('m.state', '=', range.finished ? FINISHED_STATE[marketRule(market).sport] : NOT_STARTED)
    .where('m.kickoff_at', '>', range.from)
    .where('m.kickoff_at', '<=', range.to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('expert_tips as t')
            .select('t.id')
            .whereRef('t.match_id', '=', 'm.id')
            .where('t.expert_id', '=', expertId),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('odds_lines as l')
          .select('l.id')
          .whereRef('l.match_id', '=', 'm.id')
          .where('l.market', '=', marketRule(market).oddsMarket),
      ),
    )
    .orderBy('m.kickoff_at')
    .orderBy('m.id')
    .limit(BATCH);
  if (passed.size > 0) query = query.where('m.id', 'not in', [...passed]);
  return query.execute();
}

type Candidate = Awaited<ReturnType<typeof candidateMatches>>[number];

/** One model tip on one match; a match the model stays out of, or that has no odds, is passed over. */
async function publishModelTip(
  deps: SimDeps,
  style: SimulatedStyle,
  expert: { id: number; level: number },
  match: Candidate,
  retroAt: number | undefined,
): Promise<boolean> {
  const market = SIMULATED_EXPERTS[style].market;
  const at = retroAt ?? deps.sportsClock();
  const lines = await preMatchLines(deps.db, match.id, marketRule(market).oddsMarket, at);
  const picked = modelPick(style, lines);
  const first = firstCompanyLines(lines).at(-1);
  if (!picked || !first) return false;
  const { line, odds } = pickTerms(market, picked.pick, quoteOf(first));
  const analysis = modelAnalysis(style, {
    ...match,
    pickLabel: pickLabel(market, picked.pick, line, match),
    odds,
    company: first.company ?? '竞彩',
    openingLine: picked.openingLine,
    line,
    edge: picked.edge,
  });
  const price = retroAt === undefined ? Math.floor(maxTipPrice(expert.level as ExpertLevel) / 2) : 0;
  try {
    await deps.tips.publish({
      expertId: expert.id,
      matchId: match.id,
      market,
      pick: picked.pick,
      price,
      analysis,
      ...(retroAt === undefined ? {} : { retroAt }),
    });
    return true;
  } catch (error) {
    // Another instance published it first, or the match kicked off meanwhile.
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The 模拟专家' rounds: each publishes on the matches of the next day, and 回溯 tips on the finished matches of the
 * last 30 days from the odds known an hour before their kick-off. A match the model stays out of is passed over
 * for good, so a round never stalls on it.
 */
export function createSimulatedDesk(deps: SimDeps) {
  const passed = new Map<SimulatedStyle, Set<number>>(simulatedStyles.map((style) => [style, new Set()]));

  async function publishOn(style: SimulatedStyle, expert: { id: number; level: number }, range: Range) {
    const skipped = passed.get(style) ?? new Set<number>();
    const matches = await candidateMatches(deps.db, expert.id, style, range, skipped);
    for (const match of matches) {
      const retroAt = range.finished ? match.kickoff_at - RETRO_LEAD_SECONDS : undefined;
      if (!(await publishModelTip(deps, style, expert, match, retroAt))) skipped.add(match.id);
    }
    return matches.length === BATCH;
  }

  return {
    async publishRound(): Promise<{ more: boolean }> {
      const experts = await ensureSimulatedExperts(deps.db, deps.clock);
      const now = deps.sportsClock();
      let more = false;
      for (const [style, expert] of experts) {
        const fullUpcoming = await publishOn(style, expert, { from: now, to: now + AHEAD_SECONDS, finished: false });
        const fullFinished = await publishOn(style, expert, { from: now - RETRO_DAYS * DAY, to: now, finished: true });
        more ||= fullUpcoming || fullFinished;
      }
      return { more };
    },
  };
}

export function startSimulatedExperts(deps: SimDeps): () => Promise<void> {
  const desk = createSimulatedDesk(deps);
  return repeatTask(desk.publishRound, { intervalMs: SIMULATED_INTERVAL_MS, logger: deps.logger, name: '模拟专家' });
}
