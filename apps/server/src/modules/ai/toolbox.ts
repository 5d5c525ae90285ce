import type { AiCard } from '@kanqiu/contract';
import { isMatchDay, shiftMatchDay } from '@kanqiu/domain';
import type { OddsService } from '../odds';
import type { AskedAt } from './bundled-engine';
import type { Lexicon, NamedThing } from './lexicon';
import { matchCard, type MatchFact, type MatchFacts } from './match-facts';
import { orNull, playerCard, standingsCard, type ReferenceFacts } from './reference-facts';

/** What a tool hands back: the facts for the model (JSON) and the cards the answer shows. */
export type ToolOutput = { data: unknown; cards: AiCard[] };

/** A function the chat-completions model may call, in the wire protocol's `tools` shape. */
export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

const text = (description: string) => ({ type: 'string', description });
const params = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const TOOL_DEFINITIONS: ToolDefinition[] = [
  [
    'get_matches',
    '某一天的比赛和比分（北京时间比赛日），可按赛事或球队筛选',
    params(
      {
        date: text('YYYY-MM-DD，或相对今天的天数如 "0"、"1"、"-1"'),
        competition: text('赛事中文名，如 英超'),
        team: text('球队中文名或昵称'),
      },
      ['date'],
    ),
  ],
  ['get_live_matches', '正在进行的比赛', params({ competition: text('赛事中文名') })],
  [
    'get_team_form',
    '球队最近已完赛的比赛和战绩',
    params({ team: text('球队中文名或昵称'), count: { type: 'integer', minimum: 1, maximum: 10 } }, ['team']),
  ],
  ['get_team_next_match', '球队的下一场比赛', params({ team: text('球队中文名或昵称') }, ['team'])],
  [
    'get_head_to_head',
    '两队最近的交锋和下一次碰面',
    params({ team_a: text('球队一'), team_b: text('球队二') }, ['team_a', 'team_b']),
  ],
  ['get_standings', '联赛积分榜', params({ competition: text('赛事中文名，如 英超、NBA') }, ['competition'])],
  ['get_team_profile', '球队资料：城市、主场、赛季排名和战绩', params({ team: text('球队中文名或昵称') }, ['team'])],
  [
    'get_player_profile',
    '球员资料：效力球队、位置、年龄、身高、赛季数据',
    params({ player: text('球员中文名或昵称') }, ['player']),
  ],
  [
    'get_odds',
    '一场比赛各公司的赔率（仅供参考，看球不提供投注）',
    params(
      {
        match_id: { type: 'integer', description: '比赛编号（get_matches 等返回的 matchId）' },
        market: { type: 'string', enum: ['asia', 'euro', 'total'] },
      },
      ['match_id'],
    ),
  ],
  ['get_top_scorers', '足球联赛射手榜', params({ competition: text('赛事中文名') }, ['competition'])],
].map(([name, description, parameters]) => ({
  type: 'function' as const,
  function: {
    name: name as string,
    description: description as string,
    parameters: parameters as Record<string, unknown>,
  },
}));

const FORM_DEFAULT = 5;
const INT32_MAX = 2_147_483_647;
/** The odds module's market types. */
const MARKET_TYPES: Readonly<Record<string, number>> = { asia: 1, euro: 2, total: 3 };
const TABLE_ROWS = 8;
const notFound = (what: string): ToolOutput => ({ data: { error: `没有找到${what}` }, cards: [] });
const matchesOutput = (facts: readonly MatchFact[]): ToolOutput => ({
  data: facts.map(({ matchId, league, home, away, score, status, kickoffAt }) => ({
    matchId,
    league,
    home,
    away,
    score,
    status,
    kickoffAt,
  })),
  cards: facts.map(matchCard),
});

/** The read-only tools by name, with arguments as the model writes them (names, not ids). */
export function createToolbox(deps: {
  lexicon: Lexicon;
  matches: MatchFacts;
  reference: ReferenceFacts;
  odds: Pick<OddsService, 'list'>;
}) {
  const { lexicon, matches, reference } = deps;
  const named = (kind: NamedThing['kind'], name: unknown) => {
    const thing = typeof name === 'string' ? lexicon.lookup(name) : undefined;
    return thing?.kind === kind ? thing : undefined;
  };
  const dayOf = (raw: unknown, at: AskedAt) => {
    const value = String(raw ?? '0');
    if (isMatchDay(value)) return value;
    const offset = Number.parseInt(value, 10);
    return shiftMatchDay(at.today, Number.isFinite(offset) ? offset : 0);
  };

  type Args = Record<string, unknown>;
  const tools: Record<string, (args: Args, at: AskedAt) => Promise<ToolOutput>> = {
    async get_matches(args, at) {
      const competition = named('competition', args.competition);
      const team = named('team', args.team);
      return matchesOutput(
        await matches.onDay(dayOf(args.date, at), { competitionId: competition?.id, teamIds: team ? [team.id] : [] }),
      );
    },
    async get_live_matches(args) {
      return matchesOutput(await matches.live({ competitionId: named('competition', args.competition)?.id }));
    },
    async get_team_form(args, at) {
      const team = named('team', args.team);
      if (!team) return notFound(`球队 ${String(args.team)}`);
      const count = typeof args.count === 'number' ? args.count : FORM_DEFAULT;
      return matchesOutput(await matches.results({ teamIds: [team.id], sport: team.sport }, at.now, count));
    },
    async get_team_next_match(args, at) {
      const team = named('team', args.team);
      if (!team) return notFound(`球队 ${String(args.team)}`);
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
      if (!table) return notFound(`${String(args.competition)}的积分榜`);
      const rows = table.rows.slice(0, TABLE_ROWS);
      return { data: { ...table, rows }, cards: [standingsCard(table, rows)] };
    },
    async get_team_profile(args) {
      const team = named('team', args.team);
      const profile = team && (await reference.team(team));
      return profile ? { data: profile, cards: [] } : notFound(`球队 ${String(args.team)}`);
    },
    async get_player_profile(args) {
      const player = named('player', args.player);
      const profile = player && (await reference.player(player));
      return profile ? { data: profile, cards: [playerCard(profile)] } : notFound(`球员 ${String(args.player)}`);
    },
    async get_odds(args) {
      const matchId = Number(args.match_id);
      const type = MARKET_TYPES[String(args.market ?? 'euro')] ?? MARKET_TYPES.euro;
      const valid = Number.isInteger(matchId) && matchId >= 1 && matchId <= INT32_MAX;
      const list = valid ? await orNull(() => deps.odds.list(matchId, type as number)) : null;
      return list ? { data: list, cards: [] } : notFound('这场比赛');
    },
    async get_top_scorers(args) {
      const competition = named('competition', args.competition);
      const list = competition && (await reference.scorers(competition.id, TABLE_ROWS));
      return list ? { data: list, cards: [] } : notFound(`${String(args.competition)}的射手榜`);
    },
  };

  return {
    async run(name: string, rawArguments: string, at: AskedAt): Promise<ToolOutput> {
      const tool = tools[name];
      if (!tool) return { data: { error: `没有工具 ${name}` }, cards: [] };
      let args: Args;
      try {
        const parsed: unknown = JSON.parse(rawArguments || '{}');
        args = typeof parsed === 'object' && parsed !== null ? (parsed as Args) : {};
      } catch {
        return { data: { error: '参数不是合法的 JSON' }, cards: [] };
      }
      return tool(args, at);
    },
  };
}

export type Toolbox = ReturnType<typeof createToolbox>;
