/**
 * What a fan asks the assistant, decided from the question's words and the names found in it. The bundled
 * engine answers each intent with the tools that read the data; anything else is declined or answered with
 * "暂时没有这方面的数据" and what it can answer.
 */
export type AiIntent =
  | 'greeting'
  | 'schedule'
  | 'live'
  | 'nextMatch'
  | 'form'
  | 'standings'
  | 'scorers'
  | 'compare'
  | 'headToHead'
  | 'teamFacts'
  | 'playerFacts'
  | 'odds'
  | 'news'
  | 'matchEvents'
  | 'matchStats'
  | 'noData'
  | 'offTopic';

/** How many of each kind of name the question holds, and whether it names a day. */
export type FoundNames = { teams: number; players: number; competitions: number; day: boolean };

const GREETING = /^(你好|您好|嗨|哈喽|hello|hi|在吗|你是谁)[!！。，,？?\s]*$/i;
const SCORERS = /射手|进球最多|金靴|进球榜|最佳射手|谁进球/;
const STANDINGS = /积分|排名|排行|榜首|第一名|前[一二三四五六七八九十\d]+|领头羊|降级|垫底|排第几|第几名/;
const COMPARE = /谁更强|谁强|谁厉害|谁更厉害|对比|比较|哪个强|哪队强|实力/;
const HEAD_TO_HEAD = /交锋|交手|对战|历史战绩|碰面/;
const LIVE = /正在|进行中|直播中|实时|现在.*比分|比分.*现在|在踢|在打/;
const NEXT_MATCH = /下一场|下场|下轮|下一轮|什么时候|何时|几号|啥时候/;
const FORM = /最近|近况|状态|战绩|近\s*[\d一二三四五六七八九十]+\s*场|表现怎么样/;
const TEAM_FACTS = /主场|球场|城市|在哪|哪个国家|介绍|资料|简介|怎么样/;
const SCHEDULE = /比赛|赛程|有哪些|有什么|几点|对阵|踢谁|对手|赛事|开球|比分|赢|输|结果|战果|打谁|打了|踢了/;
const OFF_TOPIC = /天气|下雨|股票|基金|写诗|作文|作业|菜谱|做饭|翻译|编程|代码|电影|彩票号码|怎么赚钱/;
const ODDS = /赔率|欧赔|盘口|亚盘|让球|水位|大小球/;
const NEWS = /新闻|消息|资讯|动态|头条|报道/;
/** News the newsroom does not write: it writes about the matches only. */
const NOT_WRITTEN = /转会|伤病|签约|续约|绯闻/;
const MATCH_EVENTS = /谁进(了)?球|进球的是|谁进的|进球者|谁破门|破门|红牌|黄牌|罚下|换人|谁得分|得分最多|谁拿分/;
const MATCH_STATS = /控球|射门|射正|角球|技术统计|数据统计|全场数据|比赛数据|篮板|助攻|犯规|统计/;
/** A match named earlier in the conversation. */
const THAT_MATCH = /那场|这场|那一场|这一场|刚才的比赛|上一场/;
const SPORTS = /足球|篮球|球队|球员|进球|联赛|赛季|冠军|教练|转会|赔率|新闻|球星|世界杯|欧冠|NBA|CBA/i;

/** The intent of a question, from its words (`question`) and what `found` recognised in it. */
export function intentOf(question: string, found: FoundNames): AiIntent {
  if (GREETING.test(question.trim())) return 'greeting';
  if (OFF_TOPIC.test(question) && found.teams + found.players + found.competitions === 0) return 'offTopic';
  if (ODDS.test(question)) return found.teams > 0 ? 'odds' : 'noData';
  if (NEWS.test(question)) return NOT_WRITTEN.test(question) ? 'noData' : 'news';
  const match = matchIntent(question, found);
  if (match) return match;
  if (SCORERS.test(question) && found.players === 0) return 'scorers';
  if (found.teams >= 2) return COMPARE.test(question) ? 'compare' : 'headToHead';
  if (found.players > 0 && found.teams === 0) return 'playerFacts';
  if (STANDINGS.test(question) && found.day === false) return 'standings';
  if (LIVE.test(question)) return 'live';
  if (found.teams === 1) return teamIntent(question, found.day);
  if (found.day || SCHEDULE.test(question)) return 'schedule';
  if (found.competitions > 0) return 'standings';
  if ([HEAD_TO_HEAD, COMPARE, SPORTS, MATCH_STATS].some((words) => words.test(question))) return 'noData';
  return 'offTopic';
}

/** Events or statistics of one match: of a team's (or two teams') match, or the one named before. */
function matchIntent(question: string, found: FoundNames): AiIntent | null {
  if (found.players > 0 || (found.teams === 0 && !THAT_MATCH.test(question))) return null;
  if (MATCH_STATS.test(question)) return 'matchStats';
  if (MATCH_EVENTS.test(question)) return 'matchEvents';
  return null;
}

function teamIntent(question: string, day: boolean): AiIntent {
  if (day) return 'schedule';
  if (NEXT_MATCH.test(question)) return 'nextMatch';
  if (FORM.test(question)) return 'form';
  if (TEAM_FACTS.test(question)) return 'teamFacts';
  if (SCHEDULE.test(question)) return 'nextMatch';
  return 'teamFacts';
}

/** The longest question the assistant reads. */
export const AI_QUESTION_MAX_LENGTH = 200;
/** A guest's earlier questions sent with a follow-up (the browser keeps the conversation): the last this many. */
export const AI_EARLIER_QUESTIONS = 6;
/** Questions one fan (or one address, for guests) may ask per minute. */
export const AI_QUESTIONS_PER_MINUTE = 20;
