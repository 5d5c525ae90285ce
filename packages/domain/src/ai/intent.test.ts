import { describe, expect, it } from 'vitest';
import { intentOf, type FoundNames } from './intent';

const none: FoundNames = { teams: 0, players: 0, competitions: 0, day: false };
const oneTeam = { ...none, teams: 1 };

describe('the intent of a question', () => {
  it.each([
    ['你好', none, 'greeting'],
    ['今天有哪些比赛', { ...none, day: true }, 'schedule'],
    ['今晚有哪些英超比赛？', { ...none, day: true, competitions: 1 }, 'schedule'],
    ['有哪些比赛', none, 'schedule'],
    ['现在有哪些比赛正在进行', none, 'live'],
    ['曼城最近五场战绩', oneTeam, 'form'],
    ['曼城下一场踢谁', oneTeam, 'nextMatch'],
    ['曼城什么时候比赛', oneTeam, 'nextMatch'],
    ['曼城明天踢谁', { ...oneTeam, day: true }, 'schedule'],
    ['曼城的主场是哪里', oneTeam, 'teamFacts'],
    ['曼城', oneTeam, 'teamFacts'],
    ['英超积分榜前四', { ...none, competitions: 1 }, 'standings'],
    ['曼城排第几', oneTeam, 'standings'],
    ['英超射手榜', { ...none, competitions: 1 }, 'scorers'],
    ['湖人和勇士谁更强？', { ...none, teams: 2 }, 'compare'],
    ['曼城和利物浦的交锋', { ...none, teams: 2 }, 'headToHead'],
    ['萨拉赫进了几个球', { ...none, players: 1 }, 'playerFacts'],
    ['英超', { ...none, competitions: 1 }, 'standings'],
    ['曼城下一场的赔率', oneTeam, 'odds'],
    ['曼城和热刺的欧赔', { ...none, teams: 2 }, 'odds'],
    ['今天的赔率', { ...none, day: true }, 'noData'],
    ['谁会转会', none, 'noData'],
    ['曼城最新消息', oneTeam, 'news'],
    ['今天有什么新闻', { ...none, day: true }, 'news'],
    ['转会新闻', none, 'noData'],
    ['曼城对阿森纳的比赛谁进球了', { ...none, teams: 2 }, 'matchEvents'],
    ['利物浦那场比赛有红牌吗', oneTeam, 'matchEvents'],
    ['那场比赛控球率', none, 'matchStats'],
    ['曼城和利物浦的技术统计', { ...none, teams: 2 }, 'matchStats'],
    ['控球率', none, 'noData'],
    ['今天天气怎么样', { ...none, day: true }, 'offTopic'],
    ['帮我写一首诗', none, 'offTopic'],
  ] as const)('%s → %s', (question, found, intent) => {
    expect(intentOf(question, found)).toBe(intent);
  });
});
