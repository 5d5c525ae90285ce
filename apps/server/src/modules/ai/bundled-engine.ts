import type { AiCard } from '@kanqiu/contract';
import { dayWord, intentOf, matchDayWeekday, shiftMatchDay, type AiIntent } from '@kanqiu/domain';
import type { OddsService } from '../odds';
import type { Understanding, NamedThing } from './lexicon';
import { matchCard, meantMatch, type MatchFact, type MatchFacts } from './match-facts';
import type { MatchStory } from './match-story';
import { articleCard, type NewsFacts } from './news-facts';
import {
  CAPABILITIES,
  OUTCOME_WORDS,
  clockTime,
  matchLine,
  monthDay,
  outcomeFor,
  perCompetition,
  phrasePicker,
  ROLE_WORDS,
  type Pick,
} from './phrasing';
import { playerCard, standingsCard, type ReferenceFacts, type TableRow } from './reference-facts';

export type Reply = { text: string; cards: AiCard[] };

/** The sports clock's today, as the question is asked. */
export type AskedAt = { now: number; today: string };

/** `earlier`: the teams of the conversation's last question that named any ("那场比赛" means their match). */
type Ask = { question: string; found: Understanding; earlier: readonly NamedThing[]; at: AskedAt; pick: Pick };

const MAX_MATCH_CARDS = 12;
/** The odds module's market type 2: 欧赔 (home, draw, away). */
const EURO_ODDS = 2;
const DEFAULT_FORM = 5;
const DEFAULT_TABLE = 5;
const NO_DATA = '暂时没有这方面的数据。';

const noData = (what: string): Reply => ({ text: `${NO_DATA}${what}${CAPABILITIES}`, cards: [] });

/** The offline engine: intent from the question's words and names, the tools it needs, Chinese from the facts. */
export function createBundledEngine(tools: {
  matches: MatchFacts;
  reference: ReferenceFacts;
  odds: { list: OddsService['list'] };
  news: NewsFacts;
  story: MatchStory;
}) {
  const { matches, reference } = tools;

  const dayOf = (ask: Ask) => shiftMatchDay(ask.at.today, ask.found.dayOffset ?? 0);
  const dayName = (ask: Ask) => {
    const day = dayOf(ask);
    return dayWord(ask.found.dayOffset ?? 0, day, matchDayWeekday(day));
  };

  async function schedule(ask: Ask): Promise<Reply> {
    const { found } = ask;
    const competition = found.competitions[0];
    const team = found.teams[0];
    const facts = await matches.onDay(dayOf(ask), {
      sport: found.sport ?? undefined,
      competitionId: competition?.id,
      teamIds: team ? [team.id] : [],
    });
    const scope = team?.name ?? competition?.name ?? '';
    if (facts.length === 0) {
      return { text: `${dayName(ask)}${scope ? `${scope}` : ''}没有比赛安排。${CAPABILITIES}`, cards: [] };
    }
    const cards = byInterest(facts).slice(0, MAX_MATCH_CARDS).map(matchCard);
    if (team) return { text: teamDay(ask, team, facts), cards };
    const live = facts.filter((f) => f.group === 'live').length;
    const finished = facts.filter((f) => f.group === 'result').length;
    const states = [live > 0 ? `${live} 场正在进行` : '', finished > 0 ? `${finished} 场已完场` : '']
      .filter(Boolean)
      .join('，');
    const head = ask.pick([
      `${dayName(ask)}${scope}共有 ${facts.length} 场比赛`,
      `${dayName(ask)}${scope}一共安排了 ${facts.length} 场比赛`,
      `查到${dayName(ask)}${scope}有 ${facts.length} 场比赛`,
    ]);
    const spread = competition ? '' : `（${perCompetition(facts)}）`;
    const more = facts.length > MAX_MATCH_CARDS ? `，先列出最值得看的 ${MAX_MATCH_CARDS} 场` : '';
    return {
      text: `${head}${spread}${states ? `，其中 ${states}` : ''}${more}。点开卡片可以看比赛详情。`,
      cards,
    };
  }

  function teamDay(ask: Ask, team: NamedThing, facts: readonly MatchFact[]): string {
    return facts
      .map((fact) => {
        const home = fact.homeId === team.id;
        const opponent = home ? fact.away : fact.home;
        if (fact.group === 'result' && fact.score) {
          const { outcome, scored, conceded } = outcomeFor(team.id, fact);
          const verb = { win: '战胜', draw: '战平', loss: '负于' }[outcome];
          return `${dayName(ask)}${fact.league}${team.name} ${scored}:${conceded} ${verb}${opponent}。`;
        }
        if (fact.group === 'live' && fact.score)
          return `${team.name}正在和${opponent}比赛，当前比分 ${matchLine(fact)}。`;
        return `${dayName(ask)} ${clockTime(fact.kickoffAt)}（北京时间），${team.name}${home ? '主场迎战' : '客场挑战'}${opponent}（${fact.league}）。`;
      })
      .join('');
  }

  async function live(ask: Ask): Promise<Reply> {
    const competition = ask.found.competitions[0];
    const facts = await matches.live({ sport: ask.found.sport ?? undefined, competitionId: competition?.id });
    if (facts.length === 0)
      return { text: `现在没有正在进行的${competition?.name ?? ''}比赛。${CAPABILITIES}`, cards: [] };
    const lines = facts.slice(0, MAX_MATCH_CARDS).map(matchLine).join('；');
    const head = ask.pick([`现在有 ${facts.length} 场比赛正在进行`, `正在进行的比赛共 ${facts.length} 场`]);
    return { text: `${head}：${lines}。`, cards: facts.slice(0, MAX_MATCH_CARDS).map(matchCard) };
  }

  async function nextMatch(ask: Ask, team: NamedThing): Promise<Reply> {
    const [next] = await matches.fixtures({ teamIds: [team.id], sport: team.sport }, ask.at.now, 1);
    if (!next) return noData(`赛程里还没有${team.name}接下来的比赛。`);
    if (next.group === 'live') {
      return { text: `${team.name}正在比赛：${matchLine(next)}（${next.league}）。`, cards: [matchCard(next)] };
    }
    const home = next.homeId === team.id;
    const opponent = home ? next.away : next.home;
    const text = ask.pick([
      `${team.name}的下一场比赛在 ${monthDay(next.kickoffAt)} ${clockTime(next.kickoffAt)}（北京时间），${next.league}${home ? '主场迎战' : '客场挑战'}${opponent}。`,
      `${team.name}下一场是${next.league}对阵${opponent}（${home ? '主场' : '客场'}），${monthDay(next.kickoffAt)} ${clockTime(next.kickoffAt)} 开赛。`,
    ]);
    return { text, cards: [matchCard(next)] };
  }

  async function form(ask: Ask, team: NamedThing): Promise<Reply> {
    const wanted = ask.found.count ?? DEFAULT_FORM;
    const results = await matches.results({ teamIds: [team.id], sport: team.sport }, ask.at.now, wanted);
    const season = results.length < wanted ? await seasonForm(team, wanted) : '';
    if (results.length === 0)
      return season ? { text: season, cards: [] } : noData(`数据中还没有${team.name}已完赛的比赛。`);
    const lines = results.map((fact) => ({ fact, ...outcomeFor(team.id, fact) }));
    const count = (o: keyof typeof OUTCOME_WORDS) => lines.filter((l) => l.outcome === o).length;
    const scored = lines.reduce((sum, l) => sum + l.scored, 0);
    const conceded = lines.reduce((sum, l) => sum + l.conceded, 0);
    const record =
      team.sport === 'football'
        ? `${count('win')}胜${count('draw')}平${count('loss')}负，进 ${scored} 球失 ${conceded} 球`
        : `${count('win')}胜${count('loss')}负，场均得 ${(scored / lines.length).toFixed(1)} 分、失 ${(conceded / lines.length).toFixed(1)} 分`;
    const detail = lines
      .map((l) => `${monthDay(l.fact.kickoffAt)} ${matchLine(l.fact)} ${OUTCOME_WORDS[l.outcome]}`)
      .join('；');
    const head = ask.pick([
      `${team.name}最近 ${results.length} 场${record}`,
      `近 ${results.length} 场，${team.name}${record}`,
    ]);
    return { text: `${head}。${detail}。${season}`, cards: results.map(matchCard) };
  }

  /** The 资料库 season's last results, when the matches played lately are fewer than asked for. */
  async function seasonForm(team: NamedThing, wanted: number): Promise<string> {
    const profile = await reference.team(team);
    const last = profile?.form.slice(-wanted) ?? [];
    if (!profile || last.length === 0) return '';
    return `${profile.competition}${seasonText(profile)}的最近 ${last.length} 场：${last.map((o) => OUTCOME_WORDS[o]).join('')}。`;
  }

  async function standings(ask: Ask): Promise<Reply> {
    const team = ask.found.teams[0];
    if (team) return teamPlace(ask, team);
    const competition = ask.found.competitions[0];
    if (!competition) return noData('请告诉我是哪个联赛，比如“英超积分榜”。');
    const table = await reference.table(competition);
    if (!table) return noData(`${competition.name}还没有积分榜。`);
    const rows = table.rows.slice(0, ask.found.count ?? DEFAULT_TABLE);
    const season = seasonText(table);
    const lines = rows.map((r) => `第${r.rank} ${r.team}（${pointsText(table.generated, r)}）`).join('，');
    const head = ask.pick([
      `${table.competition}${season}积分榜前 ${rows.length} 名`,
      `${table.competition}${season}排在前 ${rows.length} 位的是`,
    ]);
    return { text: `${head}：${lines}。`, cards: [standingsCard(table, rows)] };
  }

  async function teamPlace(ask: Ask, team: NamedThing): Promise<Reply> {
    const profile = await reference.team(team);
    const row = profile?.place;
    if (!profile || !row) return noData(`积分榜上没有${team.name}。`);
    const where = `${profile.competition}${seasonText(profile)}`;
    const place = ask.pick([
      `${team.name}在${where}排第 ${row.rank} 位`,
      `${where}，${team.name}排第 ${row.rank} 位`,
      `目前${team.name}在${where}排第 ${row.rank} 位`,
    ]);
    const text = `${place}，${placeRecord(profile.generated, row)}。`;
    const table = {
      competition: profile.competition,
      season: profile.season,
      generated: profile.generated,
      rows: [row],
    };
    return { text, cards: [standingsCard(table, [row])] };
  }

  const pointsText = (generated: boolean, row: TableRow) => (generated ? `胜率 ${row.points}%` : `${row.points} 分`);

  async function scorers(ask: Ask): Promise<Reply> {
    const competition = ask.found.competitions.find((c) => c.sport === 'football');
    if (!competition) return noData('目前只有足球联赛的射手榜，比如“英超射手榜”。');
    const list = await reference.scorers(competition.id, ask.found.count ?? DEFAULT_TABLE);
    if (!list || list.length === 0) return noData(`${competition.name}还没有射手榜。`);
    const lines = list.map((s) => `${s.player}（${s.team}）${s.goals} 球`).join('，');
    const head = ask.pick([
      `${competition.name}射手榜`,
      `${competition.name}进球最多的 ${list.length} 位球员`,
      `${competition.name}射手榜目前是这样的`,
    ]);
    return { text: `${head}：${lines}。`, cards: [] };
  }

  async function headToHead(ask: Ask): Promise<Reply> {
    const [a, b] = ask.found.teams as [NamedThing, NamedThing];
    const filter = { teamIds: [a.id, b.id], sport: a.sport };
    const [results, fixtures] = await Promise.all([
      matches.results(filter, ask.at.now, DEFAULT_FORM),
      matches.fixtures(filter, ask.at.now, 1),
    ]);
    if (results.length === 0 && fixtures.length === 0) return noData(`数据中没有${a.name}和${b.name}的交锋记录。`);
    const wins = (team: NamedThing) => results.filter((f) => outcomeFor(team.id, f).outcome === 'win').length;
    const draws = results.length - wins(a) - wins(b);
    const meetings = ask.pick([
      `数据中两队最近 ${results.length} 次交锋`,
      `两队在数据里最近碰过 ${results.length} 次`,
      `翻看两队最近 ${results.length} 次交手`,
    ]);
    const past =
      results.length > 0
        ? `${meetings}，${a.name} ${wins(a)} 胜${a.sport === 'football' ? `、${draws} 平` : ''}、${b.name} ${wins(b)} 胜：${results.map(matchLine).join('；')}。`
        : '';
    const next = fixtures[0];
    const ahead = next
      ? `下一次碰面在 ${monthDay(next.kickoffAt)} ${clockTime(next.kickoffAt)}（${next.league}）。`
      : '';
    return { text: past + ahead, cards: [...results, ...fixtures].map(matchCard) };
  }

  async function compare(ask: Ask): Promise<Reply> {
    const [a, b] = ask.found.teams as [NamedThing, NamedThing];
    const [pa, pb, meetings] = await Promise.all([reference.team(a), reference.team(b), headToHead(ask)]);
    if (!pa?.place || !pb?.place)
      return meetings.cards.length > 0 ? meetings : noData(`缺少${a.name}或${b.name}的赛季战绩。`);
    const measure = (p: typeof pa) =>
      `${p.competition}${seasonText(p)}排第 ${p.place?.rank}，${p.place ? placeRecord(p.generated, p.place) : ''}`;
    const stronger = pa.place.points === pb.place.points ? null : pa.place.points > pb.place.points ? pa : pb;
    const verdict = stronger
      ? ask.pick([`从赛季战绩看，${stronger.name}更占优。`, `单看赛季数据，${stronger.name}更强一些。`])
      : '两队赛季战绩不相上下。';
    const text = `${pa.name}：${measure(pa)}；${pb.name}：${measure(pb)}。${verdict}${meetings.cards.length > 0 ? meetings.text : ''}`;
    return { text, cards: meetings.cards };
  }

  async function teamFacts(ask: Ask, team: NamedThing): Promise<Reply> {
    const profile = await reference.team(team);
    if (!profile) return noData(`还没有${team.name}的资料。`);
    const home = [
      profile.nameFull !== profile.name ? `${profile.name}（${profile.nameFull}）` : profile.name,
      profile.city && /[\u4e00-\u9fff]/.test(profile.city) ? `来自${profile.city}` : '',
      profile.stadium ? ask.pick([`主场是${profile.stadium}`, `主场设在${profile.stadium}`]) : '',
    ]
      .filter(Boolean)
      .join('，');
    const place = profile.place
      ? `${profile.competition}${seasonText(profile)}排第 ${profile.place.rank}，${placeRecord(profile.generated, profile.place)}`
      : '';
    const goals = profile.goalsPerMatch
      ? `，场均进 ${profile.goalsPerMatch.for} 球、失 ${profile.goalsPerMatch.against} 球`
      : '';
    return { text: `${home}。${place}${goals}。`, cards: [] };
  }

  async function playerFacts(ask: Ask): Promise<Reply> {
    const player = ask.found.players[0] as NamedThing;
    const profile = await reference.player(player);
    if (!profile) return noData(`还没有${player.name}的资料。`);
    const about = [
      profile.team ? `效力于${profile.team}` : '',
      profile.role ? (ROLE_WORDS[profile.role] ?? '') : '',
      profile.age !== null ? `${profile.age} 岁` : '',
      profile.height ? `身高 ${profile.height} 厘米` : '',
    ]
      .filter(Boolean)
      .join('，');
    const seasons = profile.seasons
      .map((s) => `${s.competition} ${s.season} 出场 ${s.appearances} 次、进 ${s.goals} 球`)
      .join('；');
    const raptor = profile.raptor
      ? `${profile.raptor.season} 赛季在${profile.raptor.team}出场 ${profile.raptor.minutes} 分钟，RAPTOR 进攻 ${profile.raptor.offense.toFixed(1)}、防守 ${profile.raptor.defense.toFixed(1)}`
      : '';
    const text = `${profile.name}${about ? `，${about}` : ''}。${[seasons, raptor].filter(Boolean).join('。')}。`;
    return { text, cards: [playerCard(profile)] };
  }

  /** The European odds of the team's next match (or the one under way), from the first company quoting it. */
  async function odds(ask: Ask): Promise<Reply> {
    const teams = ask.found.teams;
    const [first] = teams as [NamedThing];
    const [next] = await matches.fixtures({ teamIds: teams.map((t) => t.id), sport: first.sport }, ask.at.now, 1);
    if (!next) return noData(`赛程里还没有${teams.map((t) => t.name).join('和')}接下来的比赛。`);
    const quote = (await tools.odds.list(next.matchId, EURO_ODDS)).list.find((row) => row.current !== null);
    const match = `${next.home} vs ${next.away}（${next.league}，${monthDay(next.kickoffAt)} ${clockTime(next.kickoffAt)}）`;
    if (!quote?.current) return { text: `${NO_DATA}${match}还没有公司开出赔率。`, cards: [matchCard(next)] };
    const [home, draw, away] = quote.current;
    const prices = `主胜 ${home}、平局 ${draw}、客胜 ${away}`;
    const quoted = ask.pick([
      `${match}的欧赔（${quote.nameZh}）：${prices}`,
      `${quote.nameZh}给${match}开出的欧赔是${prices}`,
    ]);
    const text = `${quoted}。赔率仅供参考，看球不提供任何投注。`;
    return { text, cards: [matchCard(next)] };
  }

  /** The newest 资讯 of the team, competition or sport asked about, as article cards. */
  async function news(ask: Ask): Promise<Reply> {
    const { teams, competitions, sport } = ask.found;
    const [team, competition] = [teams[0], competitions[0]];
    const articles = await tools.news.recent({ team, competition, sport });
    const scope = team?.name ?? competition?.name ?? '';
    if (articles.length === 0) return noData(`还没有${scope}的资讯。`);
    const titles = articles.map((a) => `《${a.title}》（${monthDay(a.publishedAt)}）`).join('；');
    const head = ask.pick([
      `${scope}最新的 ${articles.length} 篇资讯`,
      `为你找到${scope}最近的 ${articles.length} 篇资讯`,
    ]);
    const label = articles.some((a) => a.generated) ? '稿件由看球资讯根据比赛数据自动生成，' : '';
    return { text: `${head}：${titles}。${label}点开卡片阅读全文。`, cards: articles.map(articleCard) };
  }

  /** The match a question means: of the named day, else the one under way, else the latest result. */
  async function askedMatch(ask: Ask): Promise<MatchFact | undefined> {
    const teams = ask.found.teams.length > 0 ? ask.found.teams : ask.earlier;
    const [first] = teams;
    if (!first) return undefined;
    const filter = { teamIds: teams.slice(0, 2).map((t) => t.id), sport: first.sport };
    return meantMatch(matches, filter, ask.found.dayOffset === null ? null : dayOf(ask), ask.at.now);
  }

  async function oneMatch(ask: Ask, tell: (fact: MatchFact) => Promise<string>): Promise<Reply> {
    const fact = await askedMatch(ask);
    if (!fact) {
      const teams = ask.found.teams.length > 0 ? ask.found.teams : ask.earlier;
      return teams.length === 0
        ? noData('请告诉我是哪场比赛，比如“曼城对阿森纳的比赛谁进球了”。')
        : noData(`数据中还没有${teams.map((t) => t.name).join('和')}已开赛的比赛。`);
    }
    const head = ask.pick([
      `${monthDay(fact.kickoffAt)} ${fact.league} ${matchLine(fact)}。`,
      `这场是${monthDay(fact.kickoffAt)}的${fact.league}，${matchLine(fact)}。`,
    ]);
    return { text: head + (await tell(fact)), cards: [matchCard(fact)] };
  }

  const greeting = (ask: Ask): Reply => ({
    text: `${ask.pick([
      '你好，我是看球 AI 助手，回答都来自站内的比赛数据。',
      '你好！我是看球的 AI 助手，只根据站内的比赛数据回答，不编造。',
      '嗨，我是看球 AI 助手，每个回答都查自站内的数据。',
    ])}${CAPABILITIES}`,
    cards: [],
  });
  const offTopic = (ask: Ask): Reply => ({
    text: `${ask.pick([
      '抱歉，我只懂体育，这个问题帮不上忙。',
      '抱歉，我只懂体育，别的话题就不乱说了。',
      '抱歉，我只懂体育，这个得请教别人了。',
    ])}${CAPABILITIES}`,
    cards: [],
  });

  async function byTeam(ask: Ask, intent: AiIntent, team: NamedThing): Promise<Reply> {
    if (intent === 'nextMatch') return nextMatch(ask, team);
    if (intent === 'form') return form(ask, team);
    return teamFacts(ask, team);
  }

  const handlers: Record<AiIntent, (ask: Ask, intent: AiIntent) => Promise<Reply>> = {
    greeting: async (ask) => greeting(ask),
    offTopic: async (ask) => offTopic(ask),
    noData: async () => noData(''),
    schedule,
    live,
    standings,
    scorers,
    compare,
    headToHead,
    playerFacts,
    odds,
    news,
    matchEvents: (ask) => oneMatch(ask, tools.story.events),
    matchStats: (ask) => oneMatch(ask, tools.story.statistics),
    nextMatch: (ask, intent) => byTeam(ask, intent, ask.found.teams[0] as NamedThing),
    form: (ask, intent) => byTeam(ask, intent, ask.found.teams[0] as NamedThing),
    teamFacts: (ask, intent) => byTeam(ask, intent, ask.found.teams[0] as NamedThing),
  };

  return {
    async answer(
      question: string,
      found: Understanding,
      at: AskedAt,
      earlier: readonly NamedThing[] = [],
    ): Promise<Reply> {
      const intent = intentOf(question, {
        teams: found.teams.length,
        players: found.players.length,
        competitions: found.competitions.length,
        day: found.dayOffset !== null,
      });
      return handlers[intent]({ question, found, earlier, at, pick: phrasePicker(question) }, intent);
    },
  };
}

const GROUP_ORDER = { live: 0, upcoming: 1, result: 2 } as const;

/** A day's matches as a fan looks at them: those under way, then those to come, then the results, each by kick-off. */
function byInterest(facts: readonly MatchFact[]): MatchFact[] {
  const rank = (fact: MatchFact) => (fact.group ? GROUP_ORDER[fact.group] : GROUP_ORDER.result);
  return facts.toSorted((a, b) => rank(a) - rank(b));
}

/** " 2017-18 赛季", or "本赛季（模拟）" for the basketball model's season. */
function seasonText(season: { season: string; generated: boolean }): string {
  return season.generated ? '本赛季（模拟）' : ` ${season.season} 赛季`;
}

function placeRecord(generated: boolean, row: TableRow): string {
  return generated
    ? `${row.won}胜${row.lost}负，胜率 ${row.points}%`
    : `${row.played} 场${row.won}胜${row.drawn}平${row.lost}负积 ${row.points} 分`;
}

export type BundledEngine = ReturnType<typeof createBundledEngine>;
