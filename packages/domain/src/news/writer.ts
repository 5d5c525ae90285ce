/**
 * The newsroom's writing rules: articles written from match data, in varied Chinese. Every choice of wording
 * is drawn from the match id and a salt, so an article is the same each time it is written, and two matches
 * rarely read alike. Nothing here invents a fact: every number and name comes from the facts passed in.
 */
import { SHANGHAI_UTC_OFFSET_MS } from '../time';

export type Side = 'home' | 'away';
export type Pair = readonly [home: number, away: number];

export type WrittenArticle = { title: string; summary: string; paragraphs: string[] };

/** A stable 32-bit hash (FNV-1a) of the match id and a salt. */
function hash(seed: number, salt: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < salt.length; i += 1) {
    h ^= salt.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= Math.imul(seed, 0x9e3779b1);
  return h >>> 0;
}

/** One of the wordings, the same each time for the same seed and salt. */
export function pickWording<T>(seed: number, salt: string, options: readonly T[]): T {
  return options[hash(seed, salt) % options.length]!;
}
const pick = pickWording;

/** "3月14日" in Beijing time. */
export function beijingDate(epochSeconds: number): string {
  const local = new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS);
  return `${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
}

/** "20:00" in Beijing time. */
export function beijingTime(epochSeconds: number): string {
  const local = new Date(epochSeconds * 1000 + SHANGHAI_UTC_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

/** The number of a minute label ("45+2" → 45, "67'" → 67). */
export function minuteNumber(label: string): number {
  const match = /^(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

const minuteText = (label: string) => `第${label.replace(/'$/, '')}分钟`;

/** "第28轮" for a numbered round; a named round only when it is in Chinese (the data set names some in English). */
export const roundText = (round: string | null): string => {
  if (!round) return '';
  if (/^\d+$/.test(round)) return `第${round}轮`;
  return /\p{Script=Han}/u.test(round) ? round : '';
};

// ——— football report ———

export type GoalFact = { minute: string; side: Side; player: string | null; kind: 'goal' | 'penalty' | 'own' };
export type CardFact = { minute: string; side: Side; player: string | null };
export type TablePlace = { rank: number; points: number; played: number };

/** The match a report or preview is about. */
export type FootballMatchFacts = {
  matchId: number;
  competition: string;
  round: string | null;
  kickoffAt: number;
  venue: string | null;
  home: string;
  away: string;
};

export type FootballReportFacts = FootballMatchFacts & {
  score: Pair;
  halfTime: Pair | null;
  goals: GoalFact[];
  redCards: CardFact[];
  /** Statistics at full time; absent ones are left out of the text. */
  stats: { possession?: Pair; shots?: Pair; shotsOnTarget?: Pair; corners?: Pair };
  /** Places in the league table after the match (league competitions only). */
  table: { home: TablePlace; away: TablePlace; teams: number } | null;
};

const scoreText = (score: Pair) => `${score[0]}-${score[1]}`;

function scorerText(goal: GoalFact): string {
  const who = goal.player ?? '';
  if (goal.kind === 'own') return `${who || '对手'}${minuteText(goal.minute)}自摆乌龙`;
  if (goal.kind === 'penalty') return `${who}${minuteText(goal.minute)}点球命中`;
  return who ? `${who}${minuteText(goal.minute)}破门` : `${minuteText(goal.minute)}进球`;
}

/** Players who scored at least twice (not own goals), most first. */
function multiScorers(goals: readonly GoalFact[]): { player: string; count: number; side: Side }[] {
  const counts = new Map<string, { player: string; count: number; side: Side }>();
  for (const goal of goals) {
    if (goal.kind === 'own' || !goal.player) continue;
    const entry = counts.get(goal.player) ?? { player: goal.player, count: 0, side: goal.side };
    entry.count += 1;
    counts.set(goal.player, entry);
  }
  return [...counts.values()].filter((e) => e.count >= 2).toSorted((a, b) => b.count - a.count);
}

const braceWord = (count: number) => (count >= 3 ? '上演帽子戏法' : '梅开二度');

/** Whether the winner was behind at some point (a comeback), from the order of goals. */
function cameBack(goals: readonly GoalFact[], winner: Side): boolean {
  let home = 0;
  let away = 0;
  for (const goal of goals.toSorted((a, b) => minuteNumber(a.minute) - minuteNumber(b.minute))) {
    if (goal.side === 'home') home += 1;
    else away += 1;
    if ((winner === 'home' && away > home) || (winner === 'away' && home > away)) return true;
  }
  return false;
}

function winVerb(seed: number, margin: number, comeback: boolean, lateWinner: boolean): string {
  if (comeback) return pick(seed, 'v-comeback', ['逆转', '逆转击败', '上演逆转好戏，力克']);
  if (margin >= 4) return pick(seed, 'v-rout', ['狂胜', '血洗', '大胜']);
  if (margin >= 2) return pick(seed, 'v-clear', ['完胜', '击败', '轻取', '力克']);
  if (lateWinner) return pick(seed, 'v-late', ['绝杀', '险胜', '读秒绝杀']);
  return pick(seed, 'v-narrow', ['小胜', '力克', '险胜', '击败']);
}

function footballTitle(f: FootballReportFacts): string {
  const [h, a] = f.score;
  const seed = f.matchId;
  const stars = multiScorers(f.goals);
  const star = stars[0];
  if (h === a) {
    if (h === 0)
      return pick(seed, 't-00', [
        `${f.home}0-0${f.away}，双方互交白卷`,
        `${f.competition}：${f.home}与${f.away}闷平`,
        `${f.home}主场0-0战平${f.away}`,
      ]);
    const lead = star ? `${star.player}${braceWord(star.count)}，` : '';
    return pick(seed, 't-draw', [
      `${lead}${f.home}${h}-${a}战平${f.away}`,
      `${f.competition}：${f.home}${h}-${a}${f.away}，双方握手言和`,
      `${lead}${f.home}与${f.away}${h}-${a}各取1分`,
    ]);
  }
  const winner: Side = h > a ? 'home' : 'away';
  const winnerName = winner === 'home' ? f.home : f.away;
  const loserName = winner === 'home' ? f.away : f.home;
  const last = f.goals.toSorted((x, y) => minuteNumber(y.minute) - minuteNumber(x.minute))[0];
  const lateWinner =
    Math.abs(h - a) === 1 && last !== undefined && last.side === winner && minuteNumber(last.minute) >= 85;
  const verb = winVerb(seed, Math.abs(h - a), cameBack(f.goals, winner), lateWinner);
  const scoreWord = winner === 'home' ? scoreText(f.score) : `${a}-${h}`;
  const lead = star && star.side === winner ? `${star.player}${braceWord(star.count)}，` : '';
  return pick(seed, 't-win', [
    `${lead}${winnerName}${scoreWord}${verb}${loserName}`,
    `${f.competition}${roundText(f.round)}：${winnerName}${scoreWord}${verb}${loserName}`,
    `${lead}${winnerName}${verb}${loserName}，${winner === 'home' ? '主场' : '客场'}拿下3分`,
  ]);
}

function halfParagraph(f: FootballReportFacts, half: 1 | 2): string | null {
  const seed = f.matchId;
  const goals = f.goals
    .filter((goal) => (half === 1 ? minuteNumber(goal.minute) <= 45 : minuteNumber(goal.minute) > 45))
    .toSorted((a, b) => minuteNumber(a.minute) - minuteNumber(b.minute));
  const opening =
    half === 1
      ? pick(seed, 'h1', ['上半场，', '比赛开始后，', '易边之前，'])
      : pick(seed, 'h2', ['下半场，', '易边再战，', '换边之后，']);
  if (goals.length === 0) {
    if (half === 1) {
      const ht = f.halfTime ? `双方以${scoreText(f.halfTime)}结束上半场。` : '';
      return `${opening}${pick(seed, 'h1-quiet', ['两队都踢得相当谨慎，机会寥寥，', '场面你来我往，但谁也没能打破僵局，', '双方在中场反复争夺，'])}${ht || '半场互无建树。'}`;
    }
    return `${opening}${pick(seed, 'h2-quiet', ['双方都没能再改写比分。', '比分没有再发生变化。', '两队虽有攻势，却都未能再度破门。'])}`;
  }
  let home = half === 1 ? 0 : (f.halfTime?.[0] ?? 0);
  let away = half === 1 ? 0 : (f.halfTime?.[1] ?? 0);
  const sentences = goals.map((goal, index) => {
    if (goal.side === 'home') home += 1;
    else away += 1;
    const team = goal.side === 'home' ? f.home : f.away;
    const link = index === 0 ? '' : pick(seed, `link-${half}-${index}`, ['随后，', '此后', '紧接着，', '']);
    return `${link}${team}${goal.kind === 'own' ? '受益于对手失误，' : ''}${scorerText(goal)}，比分变为${home}-${away}`;
  });
  const close = half === 1 && f.halfTime ? `，半场战罢${scoreText(f.halfTime)}。` : '。';
  return `${opening}${sentences.join('；')}${close}`;
}

function statsParagraph(f: FootballReportFacts): string | null {
  const parts: string[] = [];
  const { possession, shots, shotsOnTarget, corners } = f.stats;
  if (possession) parts.push(`控球率${possession[0]}%对${possession[1]}%`);
  if (shots)
    parts.push(
      `射门${shots[0]}比${shots[1]}${shotsOnTarget ? `（射正${shotsOnTarget[0]}比${shotsOnTarget[1]}）` : ''}`,
    );
  else if (shotsOnTarget) parts.push(`射正${shotsOnTarget[0]}比${shotsOnTarget[1]}`);
  if (corners) parts.push(`角球${corners[0]}比${corners[1]}`);
  if (parts.length === 0) return null;
  const lead = pick(f.matchId, 'stats', ['从全场数据看，', '技术统计方面，', '数据显示，']);
  let verdict = '';
  if (possession && shots) {
    const [h, a] = f.score;
    const dominant: Side | null = possession[0] >= 60 ? 'home' : possession[1] >= 60 ? 'away' : null;
    if (dominant && ((dominant === 'home' && h < a) || (dominant === 'away' && a < h))) {
      verdict = `${dominant === 'home' ? f.home : f.away}占据场面优势，却没能把控球转化为胜势。`;
    } else if (dominant) {
      verdict = `${dominant === 'home' ? f.home : f.away}全场掌控节奏。`;
    }
  }
  return `${lead}${f.home}与${f.away}${parts.join('，')}。${verdict}`;
}

function tableParagraph(f: FootballReportFacts): string | null {
  if (!f.table) return null;
  const { home, away, teams } = f.table;
  const seed = f.matchId;
  const place = (name: string, p: TablePlace) => `${name}${p.played}轮积${p.points}分，排名第${p.rank}`;
  const top = [home, away].some((p) => p.rank <= 4);
  const bottom = [home, away].some((p) => p.rank > teams - 3);
  const note = top
    ? pick(seed, 'tbl-top', ['争四形势依旧胶着。', '积分榜前列的竞争仍在继续。'])
    : bottom
      ? pick(seed, 'tbl-bottom', ['保级区的较量愈发激烈。', '保级形势不容乐观。'])
      : '';
  return `${pick(seed, 'tbl', ['赛后，', '积分榜上，', '这场比赛过后，'])}${place(f.home, home)}；${place(f.away, away)}。${note}`;
}

export function writeFootballReport(f: FootballReportFacts): WrittenArticle {
  const seed = f.matchId;
  const [h, a] = f.score;
  const date = beijingDate(f.kickoffAt);
  const where = f.venue ? `在${f.venue}` : '';
  const stage = `${f.competition}${roundText(f.round)}`;
  const result =
    h === a
      ? pick(seed, 'res-draw', [
          `最终双方${h}-${a}握手言和。`,
          `两队最终以${h}-${a}战平。`,
          `90分钟战罢，比分定格在${h}-${a}。`,
        ])
      : pick(seed, 'res-win', [
          `最终${h > a ? f.home : f.away}以${h > a ? `${h}-${a}` : `${a}-${h}`}取胜。`,
          `全场比赛结束，${f.home}${h}-${a}${f.away}。`,
          `终场哨响，${h > a ? f.home : f.away}${h > a ? '在主场' : '在客场'}带走胜利，比分${h}-${a}。`,
        ]);
  const lead = pick(seed, 'lead', [
    `北京时间${date}，${stage}${where}展开较量，${f.home}主场迎战${f.away}。`,
    `${date}，${stage}一场焦点战${where}打响，由${f.home}坐镇主场对阵${f.away}。`,
    `${stage}赛事${date}继续进行，${f.home}${where}迎来${f.away}的挑战。`,
  ]);
  const reds = f.redCards.map(
    (card) => `${card.player ?? (card.side === 'home' ? f.home : f.away) + '球员'}${minuteText(card.minute)}被红牌罚下`,
  );
  const redParagraph = reds.length ? `本场比赛还出现了红牌：${reds.join('，')}，人数上的变化影响了比赛走势。` : null;
  const scorers = f.goals.length
    ? `进球：${f.goals.map((g) => `${g.side === 'home' ? f.home : f.away} ${g.player ?? '—'}（${g.minute.replace(/'$/, '')}'${g.kind === 'penalty' ? '，点球' : g.kind === 'own' ? '，乌龙' : ''}）`).join('；')}。`
    : null;
  const paragraphs = [
    `${lead}${result}`,
    halfParagraph(f, 1),
    halfParagraph(f, 2),
    redParagraph,
    statsParagraph(f),
    tableParagraph(f),
    scorers,
  ].filter((p): p is string => p !== null);
  return { title: footballTitle(f), summary: `${lead}${result}`, paragraphs };
}

// ——— football preview ———

export type FormResult = 'win' | 'draw' | 'loss';

export type FootballPreviewFacts = FootballMatchFacts & {
  /** Newest first. */
  homeForm: FormResult[];
  awayForm: FormResult[];
  headToHead: {
    homeWins: number;
    draws: number;
    awayWins: number;
    last: { date: string; home: string; away: string; score: Pair } | null;
  };
  table: { home: TablePlace; away: TablePlace } | null;
  /** Win / draw / loss in percent, from the market (the average of the bookmakers' opening odds). */
  probabilities: { home: number; draw: number; away: number } | null;
  /** Each team's most used XI this season (the eleven with the most starts), when it has played. */
  expectedLineups?: { home: readonly string[]; away: readonly string[] } | null;
};

/** 预计首发 from the season's starts: said to be an estimate drawn from the data, never a team sheet. */
function lineupParagraph(f: FootballPreviewFacts): string | null {
  const lineups = f.expectedLineups;
  if (!lineups) return null;
  const sides = [
    [f.home, lineups.home],
    [f.away, lineups.away],
  ] as const;
  const known = sides.filter(([, names]) => names.length > 0);
  if (known.length === 0) return null;
  return `预计首发（按本赛季首发次数最多的11人推算，以赛前官方名单为准）：${known
    .map(([team, names]) => `${team}：${names.join('、')}`)
    .join('；')}。`;
}

const formWord: Record<FormResult, string> = { win: '胜', draw: '平', loss: '负' };

function formText(name: string, form: readonly FormResult[]): string {
  if (form.length === 0) return `${name}本赛季尚无比赛记录`;
  const wins = form.filter((r) => r === 'win').length;
  const losses = form.filter((r) => r === 'loss').length;
  const line = form.map((r) => formWord[r]).join('');
  const mood = wins >= 4 ? '状态火热' : losses >= 3 ? '近况低迷' : wins > losses ? '状态不错' : '表现起伏';
  return `${name}近${form.length}场${line}，${mood}`;
}

export function writeFootballPreview(f: FootballPreviewFacts): WrittenArticle {
  const seed = f.matchId;
  const stage = `${f.competition}${roundText(f.round)}`;
  const when = `北京时间${beijingDate(f.kickoffAt)}${beijingTime(f.kickoffAt)}`;
  const title = pick(seed, 'pv-title', [
    `前瞻：${f.home}vs${f.away}，${stage}焦点战`,
    `${stage}前瞻｜${f.home}主场迎战${f.away}`,
    `${f.home}对阵${f.away}：数据前瞻`,
  ]);
  const lead = `${when}，${stage}${f.venue ? `将在${f.venue}` : ''}上演${f.home}与${f.away}的对决。`;
  const form = `近期状态：${formText(f.home, f.homeForm)}；${formText(f.away, f.awayForm)}。`;
  const { homeWins, draws, awayWins, last } = f.headToHead;
  const meetings = homeWins + draws + awayWins;
  const h2h = meetings
    ? `交锋历史：数据库记录的${meetings}次交手中，${f.home}${homeWins}胜${draws}平${awayWins}负${last ? `；最近一次是${last.date}，${last.home}${scoreText(last.score)}${last.away}` : ''}。`
    : `交锋历史：数据库中没有两队的交手记录。`;
  const table = f.table
    ? `积分榜：${f.home}${f.table.home.played}轮积${f.table.home.points}分排第${f.table.home.rank}，${f.away}${f.table.away.played}轮积${f.table.away.points}分排第${f.table.away.rank}。`
    : null;
  const odds = f.probabilities
    ? `赔率视角：按各家初盘平均换算，${f.home}胜${f.probabilities.home}%、平局${f.probabilities.draw}%、${f.away}胜${f.probabilities.away}%。${
        f.probabilities.home >= 55
          ? pick(seed, 'pv-fav-h', [`${f.home}被普遍看好。`, `主队是这场比赛的热门。`])
          : f.probabilities.away >= 55
            ? pick(seed, 'pv-fav-a', [`客队${f.away}更受看好。`, `${f.away}即便做客也是热门。`])
            : pick(seed, 'pv-even', ['双方实力接近，胜负难料。', '这是一场势均力敌的较量。'])
      }`
    : null;
  const paragraphs = [lead, form, h2h, table, odds, lineupParagraph(f)].filter((p): p is string => p !== null);
  return { title, summary: `${lead}${form}`, paragraphs };
}

// ——— basketball recap ———

export type BasketballPlayerFact = { name: string; side: Side; points: number; rebounds: number; assists: number };

export type BasketballRecapFacts = {
  matchId: number;
  competition: string;
  kickoffAt: number;
  home: string;
  away: string;
  score: Pair;
  /** Per period, overtime included. */
  periods: Pair[];
  /** The leading players, best first (empty when the feed sends team totals only). */
  players: BasketballPlayerFact[];
  totals: {
    home: { rebounds: number; assists: number; threes: number };
    away: { rebounds: number; assists: number; threes: number };
  } | null;
};

const periodName = (index: number) =>
  index < 4 ? `第${'一二三四'[index]}节` : `加时${index - 3 > 1 ? index - 3 : ''}`.replace(/加时$/, '加时赛');

function statLine(p: BasketballPlayerFact): string {
  const extras = [p.rebounds >= 8 ? `${p.rebounds}个篮板` : '', p.assists >= 6 ? `${p.assists}次助攻` : ''].filter(
    Boolean,
  );
  return `${p.points}分${extras.length ? `、${extras.join('、')}` : ''}`;
}

export function writeBasketballRecap(f: BasketballRecapFacts): WrittenArticle {
  const seed = f.matchId;
  const [h, a] = f.score;
  const winner: Side = h > a ? 'home' : 'away';
  const winnerName = winner === 'home' ? f.home : f.away;
  const loserName = winner === 'home' ? f.away : f.home;
  const margin = Math.abs(h - a);
  const overtime = f.periods.length > 4;
  const winScore = winner === 'home' ? `${h}-${a}` : `${a}-${h}`;
  const star = f.players.find((p) => p.side === winner);
  const verb = overtime
    ? pick(seed, 'bv-ot', ['加时力克', '鏖战加时击败', '加时险胜'])
    : margin >= 20
      ? pick(seed, 'bv-rout', ['大胜', '狂胜', '轻取'])
      : margin <= 3
        ? pick(seed, 'bv-close', ['险胜', '惊险击败', '力克'])
        : pick(seed, 'bv-win', ['击败', '战胜', '力克']);
  const title = pick(seed, 'b-title', [
    `${star ? `${star.name}${star.points}分，` : ''}${winnerName}${winScore}${verb}${loserName}`,
    `${f.competition}战报：${winnerName}${verb}${loserName}`,
    `${winnerName}${winScore}${verb}${loserName}${star ? `，${star.name}砍下${star.points}分` : ''}`,
  ]);
  const lead = pick(seed, 'b-lead', [
    `北京时间${beijingDate(f.kickoffAt)}，${f.competition}常规赛继续进行，${f.home}主场迎战${f.away}。`,
    `${beijingDate(f.kickoffAt)}，${f.competition}一场比赛在${f.home}主场打响，对手是${f.away}。`,
  ]);
  const result = `${overtime ? '经过加时鏖战，' : ''}${winnerName}最终以${winScore}${verb}${loserName}${margin >= 15 ? '，赢得相当轻松' : ''}。`;
  let running: [number, number] = [0, 0];
  const swings = f.periods.map((period, index) => {
    running = [running[0] + period[0], running[1] + period[1]];
    const leader = running[0] === running[1] ? '双方战平' : `${running[0] > running[1] ? f.home : f.away}领先`;
    return `${periodName(index)}${period[0]}-${period[1]}（${leader}，总比分${running[0]}-${running[1]}）`;
  });
  const flow = swings.length ? `分节比分：${swings.join('；')}。` : null;
  const best = (side: Side) => f.players.filter((p) => p.side === side).slice(0, 2);
  const playersText = (side: Side) =>
    best(side)
      .map((p) => `${p.name}${statLine(p)}`)
      .join('，');
  const leaders =
    f.players.length > 0
      ? `${pick(seed, 'b-players', ['个人表现方面，', '数据上，', '球员方面，'])}${f.home}${playersText('home') || '无人得分上双'}；${f.away}${playersText('away') || '无人得分上双'}。`
      : null;
  const team = f.totals
    ? `全队数据：${f.home}篮板${f.totals.home.rebounds}、助攻${f.totals.home.assists}、三分命中${f.totals.home.threes}个；${f.away}篮板${f.totals.away.rebounds}、助攻${f.totals.away.assists}、三分命中${f.totals.away.threes}个。`
    : null;
  const paragraphs = [`${lead}${result}`, flow, leaders, team].filter((p): p is string => p !== null);
  return { title, summary: `${lead}${result}`, paragraphs };
}
