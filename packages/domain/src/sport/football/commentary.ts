/**
 * 文字直播: a football match told in Chinese from what the feed holds: the incidents (shots, corners,
 * offsides, cards, substitutions, goals, the shoot-out) and the cumulative statistics of every played
 * minute (dangerous attacks, fouls, possession). Besides a line per incident it writes the whistles,
 * spells of pressure and of fouls from the minute rows, a summary every 15 minutes, and the half-time
 * and full-time summaries with the key statistics.
 *
 * Wording varies: each kind of line has several templates, taken in turn from a point chosen by the
 * match, and running counts ("本场第3个角球") keep lines apart, so no two lines of a match read the
 * same. The same input always gives the same lines.
 */
import { FootballStatus } from './status';
import { IncidentType, StatisticType } from './incident';

type Pair = readonly [number, number];
type Side = 'home' | 'away';

export interface CommentaryIncident {
  readonly key: string;
  readonly type: number;
  /** For goals, the side credited with the goal. */
  readonly side: Side;
  /** 1, 2 halves; 3, 4 extra time; 5 shoot-out. */
  readonly period: number;
  readonly second: number;
  readonly minuteLabel: string;
  readonly playerName: string | null;
  readonly relatedPlayerName: string | null;
  /** Goals: the score after it. */
  readonly score: Pair | null;
  readonly cancelled: boolean;
}

export interface CommentaryMinute {
  /** Minutes played since kick-off, stoppage time included. */
  readonly minute: number;
  /** Cumulative statistics: StatisticType code → [home, away]. */
  readonly values: Readonly<Record<number, Pair>>;
}

export interface CommentaryInput {
  /** Seeds the choice of wording, so that two matches do not open the same way. */
  readonly matchId: number;
  readonly home: string;
  readonly away: string;
  readonly venue: string | null;
  readonly state: number;
  /** In match order. */
  readonly incidents: readonly CommentaryIncident[];
  /** In minute order. */
  readonly minutes: readonly CommentaryMinute[];
}

export type CommentaryKind = 'whistle' | 'goal' | 'card' | 'substitution' | 'chance' | 'play' | 'summary';

export interface CommentaryLine {
  readonly key: string;
  /** As shown before the line: "23'", "45+2'"; empty for the whistles. */
  readonly minute: string;
  readonly text: string;
  readonly kind: CommentaryKind;
  /** Goals, red cards and the final whistle stand out. */
  readonly emphasis: boolean;
}

/** Dangerous attacks by one side within five minutes that make a spell of pressure worth a line. */
const SPELL_MIN_ATTACKS = 4;
const SPELL_WINDOW = 5;
const FOUL_SPELL_MIN = 3;
const SUMMARY_EVERY = 15;
const HALF = 45;

const STARTED_STATES: ReadonlySet<number> = new Set([
  FootballStatus.firstHalf,
  FootballStatus.halfTime,
  FootballStatus.secondHalf,
  FootballStatus.extraTime,
  6,
  FootballStatus.penalties,
  FootballStatus.finished,
]);
const AFTER_FIRST_HALF: ReadonlySet<number> = new Set([
  FootballStatus.halfTime,
  FootballStatus.secondHalf,
  FootballStatus.extraTime,
  6,
  FootballStatus.penalties,
  FootballStatus.finished,
]);

type Words = Record<string, string | number>;
type Template = (w: Words) => string;

const TEMPLATES = {
  kickoff: [
    (w) => `比赛开始！${w.venue}${w.home}主场迎战${w.away}`,
    (w) => `主裁判鸣哨，${w.venue}${w.home}与${w.away}的比赛正式打响`,
    (w) => `${w.venue}开球了！${w.home}对阵${w.away}，比赛开始`,
  ],
  secondHalf: [
    (w) => `下半场比赛开始，${w.home}与${w.away}易边再战`,
    (w) => `易边再战，下半场开始，场上比分${w.score}`,
  ],
  extraTime: [(w) => `90分钟战成${w.score}，比赛进入加时赛`],
  shootout: [(w) => `加时赛结束仍是${w.score}，双方将通过点球大战决出胜负`],
  shotOn: [
    (w) => `${w.who}起脚打门，皮球被门将没收`,
    (w) => `${w.who}的射门打在门框范围内，被门将扑出，这是${w.team}本场第${w.n}次射正`,
    (w) => `${w.team}获得机会，${w.player}射门被门将稳稳抱住`,
    (w) => `${w.player}一脚劲射，门将反应及时将球挡出（${w.team}第${w.n}次射正）`,
    (w) => `${w.who}射正了，可惜没能攻破对方大门`,
  ],
  shotOff: [
    (w) => `${w.who}起脚射门，皮球偏出球门`,
    (w) => `${w.player}的射门偏离目标，${w.team}错过一次机会`,
    (w) => `${w.team}打出一次进攻，${w.player}射门没有打正，这是${w.team}本场第${w.n}次射偏`,
    (w) => `${w.who}尝试射门，球飞出底线`,
    (w) => `${w.player}起脚，可惜准星欠佳，皮球偏出（${w.team}第${w.n}次射偏）`,
  ],
  corner: [
    (w) => `${w.team}获得本场第${w.n}个角球`,
    (w) => `${w.team}赢得角球，这是他们本场的第${w.n}个`,
    (w) => `角球！${w.team}本场第${w.n}次角球机会`,
    (w) => `${w.team}的进攻被对手挡出底线，获得第${w.n}个角球`,
  ],
  offside: [
    (w) => `${w.who}越位在先，进攻被终止`,
    (w) => `边裁举旗，${w.who}越位，这是${w.team}本场第${w.n}次越位`,
    (w) => `${w.team}的进攻因越位告终（本场第${w.n}次）`,
  ],
  yellow: [
    (w) => `黄牌！${w.who}被主裁判警告`,
    (w) => `主裁判向${w.who}出示黄牌，这是${w.team}本场第${w.n}张黄牌`,
    (w) => `${w.who}吃到一张黄牌（${w.team}本场第${w.n}张）`,
  ],
  secondYellow: [(w) => `两黄变一红！${w.who}再吃黄牌被罚下，${w.team}只能少一人作战`],
  red: [(w) => `红牌！${w.who}被主裁判直接罚下，${w.team}少一人作战`],
  substitution: [
    (w) => `${w.team}换人：${w.on}替下${w.off}`,
    (w) => `${w.team}做出调整，${w.on}登场，换下${w.off}（本场第${w.n}个换人）`,
    (w) => `换人：${w.team}${w.off}下场，${w.on}替补出场`,
    (w) => `${w.off}被换下，${w.team}派上${w.on}`,
  ],
  goal: [
    (w) => `进球！${w.who}破门，${w.team}${w.context}！${w.scoreline}`,
    (w) => `球进了！${w.player}为${w.team}建功，${w.context}，${w.scoreline}`,
    (w) => `${w.who}攻破对方大门，${w.context}！${w.scoreline}`,
  ],
  penaltyGoal: [(w) => `点球命中！${w.who}一蹴而就，${w.team}${w.context}，${w.scoreline}`],
  ownGoal: [(w) => `乌龙球！${w.other}${w.player}不慎将球打进自家球门，${w.team}${w.context}，${w.scoreline}`],
  penaltyMissed: [(w) => `点球罚失！${w.who}错失得分良机`],
  shootoutGoal: [(w) => `点球大战：${w.who}罚进`, (w) => `点球大战：${w.who}一蹴而就，稳稳命中`],
  shootoutMiss: [(w) => `点球大战：${w.who}罚失！`, (w) => `点球大战：${w.who}没能罚进`],
  var: [(w) => `VAR介入，主裁判回看${w.team}的这次进攻`],
  pressure: [
    (w) => `${w.team}连续制造威胁，5分钟内${w.n}次危险进攻`,
    (w) => `${w.team}攻势如潮，最近5分钟打出${w.n}次危险进攻`,
    (w) => `${w.team}持续施压，${w.n}次危险进攻让${w.other}疲于应付`,
    (w) => `${w.team}在前场频频制造威胁，5分钟${w.n}次危险进攻`,
  ],
  fouls: [
    (w) => `${w.team}犯规增多，5分钟内${w.n}次犯规，全场已犯规${w.total}次`,
    (w) => `场上火药味渐浓，${w.team}最近5分钟犯规${w.n}次（全场第${w.total}次）`,
    (w) => `${w.team}的动作有些大，5分钟里${w.n}次犯规，本场累计${w.total}次`,
  ],
  summary: [
    (w) => `第${w.m}分钟，${w.home}控球率${w.ph}%，危险进攻${w.dh}比${w.da}`,
    (w) => `比赛进行到第${w.m}分钟，双方控球率${w.ph}%对${w.pa}%，${w.leader}`,
    (w) => `已经踢了${w.m}分钟，${w.home}与${w.away}控球率${w.ph}%:${w.pa}%，犯规${w.fh}:${w.fa}`,
    (w) => `第${w.m}分钟技术统计：控球率${w.ph}%:${w.pa}%，射门${w.sh}:${w.sa}`,
  ],
  halfTime: [
    (w) =>
      `上半场结束，${w.scoreline}。半场射门${w.sh}:${w.sa}（射正${w.oh}:${w.oa}），角球${w.ch}:${w.ca}，控球率${w.ph}%:${w.pa}%`,
  ],
  fullTime: [
    (w) =>
      `全场比赛结束！${w.scoreline}，${w.verdict}。全场射门${w.sh}:${w.sa}（射正${w.oh}:${w.oa}），角球${w.ch}:${w.ca}，控球率${w.ph}%:${w.pa}%`,
  ],
} satisfies Record<string, readonly Template[]>;

type TemplateKey = keyof typeof TEMPLATES;

interface Placed extends CommentaryLine {
  readonly period: number;
  /** Seconds into the period; whistles at a period's end sort after its incidents. */
  readonly second: number;
  readonly order: number;
}

/** The lines of a match in match order (the page shows the newest first). */
export function footballCommentary(input: CommentaryInput): CommentaryLine[] {
  const writer = new Writer(input.matchId);
  const lines: Placed[] = [];
  const push = (line: Omit<Placed, 'order'>) => lines.push({ ...line, order: lines.length });
  const firstHalfMinutes = firstHalfLength(input);
  const names = { home: input.home, away: input.away };
  const scoreline = (score: Pair) => `${input.home} ${score[0]}-${score[1]} ${input.away}`;
  const goalsBy = (periods: readonly number[]) => goalCount(input.incidents, periods);

  if (STARTED_STATES.has(input.state)) {
    const venue = input.venue ? `${input.venue}，` : '';
    push(whistle('kickoff', 1, -1, writer.write('kickoff', { ...names, venue }), false));
  }
  for (const line of incidentLines(input, writer)) push(line);
  for (const line of minuteLines(input, writer, firstHalfMinutes)) push(line);

  if (AFTER_FIRST_HALF.has(input.state)) {
    const stats = statsAt(input.minutes, firstHalfMinutes);
    const text = writer.write('halfTime', { scoreline: scoreline(goalsBy([1])), ...summaryWords(stats) });
    push(whistle('half-time', 1, Infinity, text, false));
    if (input.state !== FootballStatus.halfTime) {
      push(
        whistle('second-half', 2, -1, writer.write('secondHalf', { ...names, score: pairText(goalsBy([1])) }), false),
      );
    }
  }
  const playedExtraTime = input.incidents.some((i) => i.period === 3 || i.period === 4);
  if (playedExtraTime || input.state === FootballStatus.extraTime) {
    push(whistle('extra-time', 3, -1, writer.write('extraTime', { score: pairText(goalsBy([1, 2])) }), false));
  }
  if (input.incidents.some((i) => i.period === 5) || input.state === FootballStatus.penalties) {
    push(whistle('shootout', 5, -1, writer.write('shootout', { score: pairText(goalsBy([1, 2, 3, 4])) }), false));
  }
  if (input.state === FootballStatus.finished) {
    const final = goalsBy([1, 2, 3, 4]);
    const text = writer.write('fullTime', {
      scoreline: scoreline(final),
      verdict: verdict(input, final),
      ...summaryWords(input.minutes.at(-1)?.values ?? {}),
    });
    push(whistle('full-time', 6, Infinity, text, true));
  }
  return lines
    .sort((a, b) => a.period - b.period || a.second - b.second || a.order - b.order)
    .map(({ key, minute, text, kind, emphasis }) => ({ key, minute, text, kind, emphasis }));
}

function whistle(key: string, period: number, second: number, text: string, emphasis: boolean): Omit<Placed, 'order'> {
  return { key: `whistle:${key}`, period, second, minute: '', text, kind: 'whistle', emphasis };
}

/** Picks each kind's templates in turn from a match-chosen start, and never repeats a line. */
class Writer {
  private readonly used = new Set<string>();
  private readonly turns = new Map<TemplateKey, number>();

  constructor(private readonly seed: number) {}

  write(kind: TemplateKey, words: Words): string {
    const templates: readonly Template[] = TEMPLATES[kind];
    const turn = this.turns.get(kind) ?? hash(`${this.seed}:${kind}`);
    for (let i = 0; i < templates.length; i++) {
      const text = (templates[(turn + i) % templates.length] as Template)(words);
      if (!this.used.has(text)) {
        this.turns.set(kind, turn + i + 1);
        this.used.add(text);
        return text;
      }
    }
    // Every wording of this moment was already used: number the repeat.
    const base = (templates[turn % templates.length] as Template)(words);
    let repeat = 2;
    while (this.used.has(`${base}（${repeat}）`)) repeat += 1;
    const text = `${base}（${repeat}）`;
    this.turns.set(kind, turn + 1);
    this.used.add(text);
    return text;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const INCIDENT_TEMPLATE: Partial<Record<number, TemplateKey>> = {
  [IncidentType.shotOnTarget]: 'shotOn',
  [IncidentType.shotOffTarget]: 'shotOff',
  [IncidentType.corner]: 'corner',
  [IncidentType.offside]: 'offside',
  [IncidentType.yellow]: 'yellow',
  [IncidentType.secondYellow]: 'secondYellow',
  [IncidentType.red]: 'red',
  [IncidentType.substitution]: 'substitution',
  [IncidentType.goal]: 'goal',
  [IncidentType.penaltyGoal]: 'penaltyGoal',
  [IncidentType.ownGoal]: 'ownGoal',
  [IncidentType.penaltyMissed]: 'penaltyMissed',
  [IncidentType.shootoutGoal]: 'shootoutGoal',
  [IncidentType.shootoutMiss]: 'shootoutMiss',
  [IncidentType.var]: 'var',
};

const KIND_OF: Partial<Record<TemplateKey, CommentaryKind>> = {
  shotOn: 'chance',
  shotOff: 'chance',
  yellow: 'card',
  secondYellow: 'card',
  red: 'card',
  substitution: 'substitution',
  goal: 'goal',
  penaltyGoal: 'goal',
  ownGoal: 'goal',
  shootoutGoal: 'goal',
};

/** Running counts agree with the statistics: a goal is also a shot on target. */
const COUNTED_AS: Partial<Record<TemplateKey, TemplateKey>> = { goal: 'shotOn', penaltyGoal: 'shotOn' };

const EMPHASISED: ReadonlySet<TemplateKey> = new Set(['goal', 'penaltyGoal', 'ownGoal', 'secondYellow', 'red']);

function incidentLines(input: CommentaryInput, writer: Writer): Omit<Placed, 'order'>[] {
  const counts = new Map<string, number>();
  const count = (kind: string, side: Side) => {
    const key = `${kind}:${side}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n;
  };
  return input.incidents.flatMap((incident) => {
    const kind = INCIDENT_TEMPLATE[incident.type];
    if (!kind || incident.cancelled) return [];
    const team = incident.side === 'home' ? input.home : input.away;
    const other = incident.side === 'home' ? input.away : input.home;
    const player = incident.playerName ?? '';
    const words: Words = {
      team,
      other,
      player: player || team,
      who: player ? `${team}${player}` : team,
      n: count(COUNTED_AS[kind] ?? kind, incident.side),
      on: incident.relatedPlayerName ?? '替补球员',
      off: player || '场上球员',
    };
    if (incident.score) {
      words.scoreline = `${input.home} ${incident.score[0]}-${incident.score[1]} ${input.away}`;
      words.context = goalContext(incident.score, incident.side);
    }
    if (kind === 'ownGoal') {
      // The player of an own goal plays for the other side.
      words.who = player ? `${other}${player}` : other;
    }
    const text = writer.write(kind, words);
    return [
      {
        key: `incident:${incident.key}`,
        period: incident.period,
        second: incident.second,
        minute: incident.period === 5 ? '' : `${incident.minuteLabel}'`,
        text,
        kind: KIND_OF[kind] ?? 'play',
        emphasis: EMPHASISED.has(kind),
      },
    ];
  });
}

/** How a goal changes the match for the side that scored it. */
function goalContext(score: Pair, side: Side): string {
  const [mine, theirs] = side === 'home' ? score : [score[1], score[0]];
  if (mine === theirs) return '扳平比分';
  if (mine < theirs) return '扳回一球';
  if (mine - theirs === 1) return mine === 1 ? '首开纪录' : '重新取得领先';
  return '扩大领先优势';
}

/** Spells of pressure and of fouls, and a summary every 15 minutes of the two halves. */
function minuteLines(input: CommentaryInput, writer: Writer, firstHalf: number): Omit<Placed, 'order'>[] {
  const lines: Omit<Placed, 'order'>[] = [];
  const byMinute = new Map(input.minutes.map((row) => [row.minute, row.values]));
  const last = input.minutes.at(-1)?.minute ?? 0;
  const regulationEnd = firstHalf + HALF;
  const place = (minute: number) =>
    minute <= firstHalf
      ? {
          period: 1,
          second: minute * 60 - 1,
          minute: `${Math.min(minute, HALF)}${minute > HALF ? `+${minute - HALF}` : ''}'`,
        }
      : { period: 2, second: (minute - firstHalf) * 60 - 1, minute: `${HALF + minute - firstHalf}'` };
  let quietUntil = 0;
  for (let minute = SPELL_WINDOW; minute <= Math.min(last, regulationEnd); minute += SPELL_WINDOW) {
    const now = byMinute.get(minute);
    const before = byMinute.get(minute - SPELL_WINDOW);
    if (!now || !before || minute <= quietUntil) continue;
    const gain = (code: number, side: 0 | 1) => (now[code]?.[side] ?? 0) - (before[code]?.[side] ?? 0);
    for (const side of [0, 1] as const) {
      const mine = gain(StatisticType.dangerousAttacks, side);
      const theirs = gain(StatisticType.dangerousAttacks, side === 0 ? 1 : 0);
      const team = side === 0 ? input.home : input.away;
      const other = side === 0 ? input.away : input.home;
      if (mine >= SPELL_MIN_ATTACKS && mine >= 2 * theirs + 1) {
        const text = writer.write('pressure', { team, other, n: mine });
        lines.push({ key: `pressure:${minute}:${side}`, ...place(minute), text, kind: 'play', emphasis: false });
        quietUntil = minute + SPELL_WINDOW;
      }
      const fouls = gain(StatisticType.fouls, side);
      if (fouls >= FOUL_SPELL_MIN) {
        const text = writer.write('fouls', { team, n: fouls, total: now[StatisticType.fouls]?.[side] ?? fouls });
        lines.push({ key: `fouls:${minute}:${side}`, ...place(minute), text, kind: 'play', emphasis: false });
      }
    }
  }
  const summaryMinutes = [SUMMARY_EVERY, 2 * SUMMARY_EVERY, firstHalf + SUMMARY_EVERY, firstHalf + 2 * SUMMARY_EVERY];
  for (const minute of summaryMinutes) {
    const values = byMinute.get(minute);
    if (!values || minute > last) continue;
    const words = summaryWords(values);
    const dh = Number(words.dh);
    const da = Number(words.da);
    const leader =
      dh === da
        ? `危险进攻${dh}比${da}，势均力敌`
        : `${dh > da ? input.home : input.away}危险进攻${Math.max(dh, da)}次占据上风`;
    const { minute: label } = place(minute);
    const text = writer.write('summary', {
      ...words,
      home: input.home,
      away: input.away,
      leader,
      m: label.replace("'", ''),
    });
    lines.push({ key: `summary:${minute}`, ...place(minute), text, kind: 'summary', emphasis: false });
  }
  return lines;
}

function summaryWords(values: Readonly<Record<number, Pair>>): Words {
  const pair = (code: number): Pair => values[code] ?? [0, 0];
  const [ph, pa] = values[StatisticType.possession] ?? [50, 50];
  const [sh, sa] = pair(StatisticType.shots);
  const [oh, oa] = pair(StatisticType.shotsOnTarget);
  const [ch, ca] = pair(StatisticType.corners);
  const [dh, da] = pair(StatisticType.dangerousAttacks);
  const [fh, fa] = pair(StatisticType.fouls);
  return { ph, pa, sh, sa, oh, oa, ch, ca, dh, da, fh, fa };
}

/** The statistics at the end of a minute, or the latest before it. */
function statsAt(minutes: readonly CommentaryMinute[], minute: number): Readonly<Record<number, Pair>> {
  return minutes.filter((row) => row.minute <= minute).at(-1)?.values ?? {};
}

/**
 * Minutes the first half lasted: at least 45 and up to its last incident (a period ends in the
 * minute after its last incident at the latest, as the replay data set places it).
 */
function firstHalfLength(input: CommentaryInput): number {
  const lastSecond = Math.max(0, ...input.incidents.filter((i) => i.period === 1).map((i) => i.second));
  return Math.max(HALF, Math.ceil(lastSecond / 60));
}

function goalCount(incidents: readonly CommentaryIncident[], periods: readonly number[]): Pair {
  const goals = incidents.filter(
    (i) =>
      !i.cancelled &&
      periods.includes(i.period) &&
      (i.type === IncidentType.goal || i.type === IncidentType.penaltyGoal || i.type === IncidentType.ownGoal),
  );
  return [goals.filter((g) => g.side === 'home').length, goals.filter((g) => g.side === 'away').length];
}

function pairText([home, away]: Pair): string {
  return `${home}-${away}`;
}

function verdict(input: CommentaryInput, [home, away]: Pair): string {
  const kicks = input.incidents.filter((i) => i.period === 5 && i.type === IncidentType.shootoutGoal);
  if (home === away && kicks.length > 0) {
    const h = kicks.filter((k) => k.side === 'home').length;
    const a = kicks.length - h;
    return `点球大战${h}-${a}，${h > a ? input.home : input.away}晋级`;
  }
  if (home === away) return '双方握手言和';
  return `${home > away ? input.home : input.away}拿下胜利`;
}
