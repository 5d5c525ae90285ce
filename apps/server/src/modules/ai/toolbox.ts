import type { AiCard } from '@kanqiu/contract';
import { isMatchDay, shiftMatchDay } from '@kanqiu/domain';
import { z } from 'zod';
import type { OddsService } from '../odds';
import type { AskedAt } from './bundled-engine';
import type { Lexicon, NamedThing } from './lexicon';
import { matchCard, meantMatch, type MatchFact, type MatchFacts } from './match-facts';
import type { MatchStory } from './match-story';
import { articleCard, type NewsFacts } from './news-facts';
import { orNull, playerCard, standingsCard, type ReferenceFacts } from './reference-facts';

/** What a tool hands back: the facts for the model (JSON) and the cards the answer shows. */
export type ToolOutput = { data: unknown; cards: AiCard[] };

/** A function the chat-completions model may call, in the wire protocol's `tools` shape. */
export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

const NAME_LENGTH = 40;
const INT32_MAX = 2_147_483_647;
const DAY_OFFSET = /^[+-]?\d{1,3}$/;

const chineseName = (description: string) => z.string().trim().min(1).max(NAME_LENGTH).describe(description);
const teamName = chineseName('球队中文名或昵称');
const competitionName = chineseName('赛事中文名，如 英超、NBA');
const day = z
  .string()
  .refine((value) => isMatchDay(value) || DAY_OFFSET.test(value), '日期应为 YYYY-MM-DD 或相对今天的天数')
  .describe('YYYY-MM-DD，或相对今天的天数如 "0"、"1"、"-1"');
const matchId = z.number().int().min(1).max(INT32_MAX).describe('比赛编号（get_matches 等返回的 matchId）');
const spec = <Args extends z.ZodType<Record<string, unknown>>>(description: string, args: Args) => ({
  description,
  args,
});

/** Every tool the model may call: what it does and its arguments, checked before the tool runs. */
const TOOL_SPECS = {
  get_matches: spec(
    '某一天的比赛和比分（北京时间比赛日），可按赛事或球队筛选',
    z.object({ date: day, competition: competitionName.optional(), team: teamName.optional() }),
  ),
  get_live_matches: spec('正在进行的比赛', z.object({ competition: competitionName.optional() })),
  get_team_form: spec(
    '球队最近已完赛的比赛和战绩',
    z.object({ team: teamName, count: z.number().int().min(1).max(10).optional() }),
  ),
  get_team_next_match: spec('球队的下一场比赛', z.object({ team: teamName })),
  get_head_to_head: spec(
    '两队最近的交锋和下一次碰面',
    z.object({ team_a: chineseName('球队一'), team_b: chineseName('球队二') }),
  ),
  get_standings: spec('联赛积分榜', z.object({ competition: competitionName })),
  get_team_profile: spec('球队资料：城市、主场、赛季排名和战绩', z.object({ team: teamName })),
  get_player_profile: spec(
    '球员资料：效力球队、位置、年龄、身高、赛季数据',
    z.object({ player: chineseName('球员中文名或昵称') }),
  ),
  get_odds: spec(
    '一场比赛各公司的赔率（仅供参考，看球不提供投注）',
    z.object({ match_id: matchId, market: z.enum(['asia', 'euro', 'total']).optional() }),
  ),
  get_top_scorers: spec('足球联赛射手榜', z.object({ competition: competitionName })),
  get_news: spec(
    '最新资讯（看球资讯根据比赛数据自动生成的稿件）：某支球队的比赛、某个赛事或某个项目的，都不填则为全部',
    z.object({
      team: teamName.optional(),
      competition: competitionName.optional(),
      sport: z.enum(['football', 'basketball']).optional(),
    }),
  ),
  get_match_detail: spec(
    '一场比赛的进球（时间、球员、点球和乌龙球）、红黄牌和技术统计（控球率、射门、角球等），篮球为双方得分最高的球员（模拟数据）。' +
      '给出 match_id，或给出球队（可加对手和日期）：默认是正在进行的那场，否则是最近完赛的一场',
    z
      .object({
        match_id: matchId.optional(),
        team: teamName.optional(),
        opponent: chineseName('对手的中文名或昵称').optional(),
        date: day.optional(),
      })
      .refine((args) => args.match_id !== undefined || args.team !== undefined, '请给出 match_id 或 team'),
  ),
};

type ToolName = keyof typeof TOOL_SPECS;
type ArgsOf<Name extends ToolName> = z.output<(typeof TOOL_SPECS)[Name]['args']>;
type Tools = { [Name in ToolName]: (args: ArgsOf<Name>, at: AskedAt) => Promise<ToolOutput> };

export const TOOL_DEFINITIONS: ToolDefinition[] = Object.entries(TOOL_SPECS).map(([name, { description, args }]) => {
  const parameters: Record<string, unknown> = z.toJSONSchema(args, { io: 'input', target: 'draft-7' });
  delete parameters.$schema;
  return { type: 'function', function: { name, description, parameters } };
});

const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOL_SPECS, name);
const ZH_ERRORS = z.locales.zhCN().localeError;

const FORM_DEFAULT = 5;
/** The odds module's market types. */
const MARKET_TYPES = { asia: 1, euro: 2, total: 3 } as const;
const TABLE_ROWS = 8;
const NOT_PLAYED = '这场比赛没有开赛，还没有进球和技术统计';
const failure = (error: string): ToolOutput => ({ data: { error }, cards: [] });
const notFound = (what: string) => failure(`没有找到${what}`);

const matchData = ({ matchId, league, home, away, score, status, kickoffAt }: MatchFact) => ({
  matchId,
  league,
  home,
  away,
  score,
  status,
  kickoffAt,
});
const matchesOutput = (facts: readonly MatchFact[]): ToolOutput => ({
  data: facts.map(matchData),
  cards: facts.map(matchCard),
});

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw || '{}');
  } catch {
    return undefined;
  }
}

/** The read-only tools by name, with arguments as the model writes them (names, not ids). */
export function createToolbox(deps: {
  lexicon: Lexicon;
  matches: MatchFacts;
  reference: ReferenceFacts;
  odds: Pick<OddsService, 'list'>;
  news: NewsFacts;
  story: MatchStory;
}) {
  const { lexicon, matches, reference, story } = deps;
  const named = (kind: NamedThing['kind'], raw: string | undefined) => {
    const thing = raw === undefined ? undefined : lexicon.lookup(raw);
    return thing?.kind === kind ? thing : undefined;
  };
  /** A name given that the data does not know: answered "not found" rather than ignored. */
  const unknown = (kind: NamedThing['kind'], raw: string | undefined) => raw !== undefined && !named(kind, raw);
  const dayOf = (value: string, at: AskedAt) =>
    isMatchDay(value) ? value : shiftMatchDay(at.today, Number.parseInt(value, 10));

  /** The match of a team (and its opponent, on a day) that a question about one match means. */
  async function teamsMatch(args: ArgsOf<'get_match_detail'>, at: AskedAt): Promise<MatchFact | undefined> {
    const [team, opponent] = [named('team', args.team), named('team', args.opponent)];
    if (!team || unknown('team', args.opponent)) return undefined;
    const filter = { teamIds: [team, opponent].flatMap((t) => (t ? [t.id] : [])), sport: team.sport };
    return meantMatch(matches, filter, args.date === undefined ? null : dayOf(args.date, at), at.now);
  }

  const tools: Tools = {
    async get_matches(args, at) {
      if (unknown('team', args.team) || unknown('competition', args.competition)) return notFound('这支球队或赛事');
      const [competition, team] = [named('competition', args.competition), named('team', args.team)];
      return matchesOutput(
        await matches.onDay(dayOf(args.date, at), { competitionId: competition?.id, teamIds: team ? [team.id] : [] }),
      );
    },
    async get_live_matches(args) {
      if (unknown('competition', args.competition)) return notFound(`赛事 ${args.competition}`);
      return matchesOutput(await matches.live({ competitionId: named('competition', args.competition)?.id }));
    },
    async get_team_form(args, at) {
      const team = named('team', args.team);
      if (!team) return notFound(`球队 ${args.team}`);
      return matchesOutput(
        await matches.results({ teamIds: [team.id], sport: team.sport }, at.now, args.count ?? FORM_DEFAULT),
      );
    },
    async get_team_next_match(args, at) {
      const team = named('team', args.team);
      if (!team) return notFound(`球队 ${args.team}`);
      return matchesOutput(await matches.fixtures({ teamIds: [team.id], sport: team.sport }, at.now, 1));
    },
    async get_head_to_head(args, at) {
      const [a, b] = [named('team', args.team_a), named('team', args.team_b)];
      if (!a || !b) return notFound('这两支球队');
      const filter = { teamIds: [a.id, b.id], sport: a.sport };
      const [past, next] = await Promise.all([
        matches.results(filter, at.now, FORM_DEFAULT),
        matches.fixtures(filter, at.now, 1),
      ]);
      return matchesOutput([...past, ...next]);
    },
    async get_standings(args) {
      const competition = named('competition', args.competition);
      const table = competition && (await reference.table(competition));
      if (!table) return notFound(`${args.competition}的积分榜`);
      const rows = table.rows.slice(0, TABLE_ROWS);
      return { data: { ...table, rows }, cards: [standingsCard(table, rows)] };
    },
    async get_team_profile(args) {
      const team = named('team', args.team);
      const profile = team && (await reference.team(team));
      return profile ? { data: profile, cards: [] } : notFound(`球队 ${args.team}`);
    },
    async get_player_profile(args) {
      const player = named('player', args.player);
      const profile = player && (await reference.player(player));
      return profile ? { data: profile, cards: [playerCard(profile)] } : notFound(`球员 ${args.player}`);
    },
    async get_odds(args) {
      const list = await orNull(() => deps.odds.list(args.match_id, MARKET_TYPES[args.market ?? 'euro']));
      return list ? { data: list, cards: [] } : notFound('这场比赛');
    },
    async get_top_scorers(args) {
      const competition = named('competition', args.competition);
      const list = competition && (await reference.scorers(competition.id, TABLE_ROWS));
      return list ? { data: list, cards: [] } : notFound(`${args.competition}的射手榜`);
    },
    async get_news(args) {
      if (unknown('team', args.team) || unknown('competition', args.competition)) return notFound('这支球队或赛事');
      const scope = { team: named('team', args.team), competition: named('competition', args.competition) };
      const articles = await deps.news.recent({ ...scope, sport: args.sport ?? null });
      const data = articles.map(({ id, title, summary, publishedAt, generated }) => ({
        articleId: id,
        title,
        summary,
        publishedAt,
        generated,
      }));
      return { data, cards: articles.map(articleCard) };
    },
    async get_match_detail(args, at) {
      const fact = args.match_id === undefined ? await teamsMatch(args, at) : await matches.byId(args.match_id);
      if (!fact) return notFound('这场比赛');
      const [match, cards] = [matchData(fact), [matchCard(fact)]];
      if (fact.score === null) return { data: { match, note: NOT_PLAYED }, cards };
      const [events, statistics] = await Promise.all([story.events(fact), story.statistics(fact)]);
      return { data: { match, events, statistics }, cards };
    },
  };

  return {
    /** Runs a call as the model wrote it; a wrong name or argument comes back to the model as an error. */
    async run(name: string, rawArguments: string, at: AskedAt): Promise<ToolOutput> {
      if (!isToolName(name)) return failure(`没有工具 ${name}`);
      const json = parseJson(rawArguments);
      if (json === undefined) return failure('参数不是合法的 JSON');
      const args = TOOL_SPECS[name].args.safeParse(json, { error: ZH_ERRORS });
      if (!args.success) {
        const issue = args.error.issues[0];
        const where = issue?.path.join('.');
        return failure(`参数不正确：${where ? `${where} ` : ''}${issue?.message ?? ''}`);
      }
      const tool = tools[name] as (args: unknown, at: AskedAt) => Promise<ToolOutput>;
      return tool(args.data, at);
    },
  };
}

export type Toolbox = ReturnType<typeof createToolbox>;
