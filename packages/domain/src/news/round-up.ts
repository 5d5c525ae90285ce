/**
 * The weekly round-up of a league (本轮综述): written once every match of a round is over, from the round's
 * results, its scorers and the table before and after it. Every number and name comes from the facts passed in.
 */
import { beijingDate, pickWording as pick, roundText, type Pair, type WrittenArticle } from './writer';

export type RoundResult = { home: string; away: string; score: Pair };
export type RoundScorer = { player: string; team: string; goals: number };
/** A team's place before and after the round (1 = top). */
export type TableMove = { team: string; before: number; after: number; points: number };

export type RoundUpFacts = {
  /** Varies the wording: the id of the round's last match. */
  seed: number;
  competition: string;
  round: string | null;
  firstKickoff: number;
  lastKickoff: number;
  results: readonly RoundResult[];
  scorers: readonly RoundScorer[];
  /** Every team of the table, in the order after the round. */
  table: readonly TableMove[];
};

const goalsOf = (r: RoundResult) => r.score[0] + r.score[1];
const margin = (r: RoundResult) => Math.abs(r.score[0] - r.score[1]);

function winnerText(r: RoundResult): string {
  const [h, a] = r.score;
  if (h === a) return `${r.home}${h}-${a}战平${r.away}`;
  return h > a ? `${r.home}${h}-${a}击败${r.away}` : `${r.away}客场${a}-${h}击败${r.home}`;
}

function headline(f: RoundUpFacts, stage: string): string {
  const biggest = f.results.toSorted((x, y) => margin(y) - margin(x) || goalsOf(y) - goalsOf(x))[0];
  const leader = f.table[0];
  const leaderText = leader && leader.before !== 1 ? `${leader.team}登顶` : leader ? `${leader.team}继续领跑` : '';
  const lead = biggest && margin(biggest) >= 3 ? winnerText(biggest) : leaderText;
  return pick(f.seed, 'ru-title', [`${stage}综述：${lead}`, `${stage}战罢｜${lead}`, `${stage}回顾：${lead}`]);
}

function scorersParagraph(f: RoundUpFacts): string | null {
  if (f.scorers.length === 0) return null;
  const top = f.scorers.slice(0, 5).map((s) => `${s.player}（${s.team}）${s.goals}球`);
  const star = f.scorers[0]!;
  const note =
    star.goals >= 3
      ? `${star.player}上演帽子戏法，是本轮最耀眼的球星。`
      : star.goals === 2
        ? pick(f.seed, 'ru-star', [`${star.player}梅开二度，状态火热。`, `${star.player}独中两元。`])
        : '';
  return `${pick(f.seed, 'ru-sc', ['本轮射手榜：', '进球方面，', '本轮进球最多的球员：'])}${top.join('、')}。${note}`;
}

function moversParagraph(f: RoundUpFacts): string | null {
  const moved = f.table.filter((t) => t.before > 0 && t.before !== t.after);
  const risers = moved.filter((t) => t.after < t.before).toSorted((x, y) => y.before - y.after - (x.before - x.after));
  const fallers = moved.filter((t) => t.after > t.before).toSorted((x, y) => y.after - y.before - (x.after - x.before));
  const parts = [
    ...risers.slice(0, 2).map((t) => `${t.team}上升${t.before - t.after}位至第${t.after}`),
    ...fallers.slice(0, 2).map((t) => `${t.team}下滑${t.after - t.before}位至第${t.after}`),
  ];
  const leader = f.table[0];
  const top = leader ? `${leader.team}以${leader.points}分${leader.before === 1 ? '继续排名榜首' : '升至榜首'}` : '';
  if (parts.length === 0 && !top) return null;
  const changes = parts.length ? `${pick(f.seed, 'ru-mv', ['积分榜变化：', '排名方面，'])}${parts.join('，')}。` : '';
  return `${changes}${top ? `${top}。` : ''}`;
}

export function writeRoundUp(f: RoundUpFacts): WrittenArticle {
  const stage = `${f.competition}${roundText(f.round)}`;
  const goals = f.results.reduce((sum, r) => sum + goalsOf(r), 0);
  const first = beijingDate(f.firstKickoff);
  const last = beijingDate(f.lastKickoff);
  const dates = first === last ? first : `${first}至${last}`;
  const lead = pick(f.seed, 'ru-lead', [
    `${dates}，${stage}的${f.results.length}场比赛全部结束，共打进${goals}球。`,
    `${stage}于${dates}战罢，${f.results.length}场比赛收获${goals}个进球。`,
  ]);
  const draws = f.results.filter((r) => r.score[0] === r.score[1]).length;
  const drawNote = draws > 0 ? `其中${draws}场打平。` : '没有一场平局。';
  const results = `本轮赛果：${f.results.map((r) => `${r.home} ${r.score[0]}-${r.score[1]} ${r.away}`).join('；')}。`;
  const paragraphs = [`${lead}${drawNote}`, results, scorersParagraph(f), moversParagraph(f)].filter(
    (p): p is string => p !== null,
  );
  return { title: headline(f, stage), summary: `${lead}${drawNote}`, paragraphs };
}
