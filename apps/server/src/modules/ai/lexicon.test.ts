import { describe, expect, it } from 'vitest';
import { lexiconOf } from './lexicon';

const THURSDAY = 4;

const lexicon = lexiconOf({
  competitions: [
    { id: 1, sport: 'football', name_zh: '英超', name_zh_full: '英格兰足球超级联赛' },
    { id: 101, sport: 'basketball', name_zh: 'NBA', name_zh_full: '美国职业篮球联赛' },
  ],
  teams: [
    { id: 1625, sport: 'football', name_zh: '曼城', name_zh_full: '曼彻斯特城' },
    { id: 675, sport: 'football', name_zh: '皇马', name_zh_full: '皇家马德里' },
    { id: 1612, sport: 'football', name_zh: '利物浦', name_zh_full: '利物浦' },
    { id: 9001, sport: 'basketball', name_zh: '湖人', name_zh_full: '洛杉矶湖人' },
    { id: 9002, sport: 'basketball', name_zh: '勇士', name_zh_full: '金州勇士' },
  ],
  players: [
    { id: 120353, sport: 'football', name: '萨拉赫', name_source: 'standard' },
    // Matty James shares LeBron's short name; the established one names him.
    { id: 192748, sport: 'football', name: '詹姆斯', name_source: 'table' },
    { id: 3000291, sport: 'basketball', name: '詹姆斯', name_source: 'standard' },
    { id: 3000400, sport: 'basketball', name: '扬尼斯·阿德托昆博', name_source: 'standard' },
    { id: 26314, sport: 'football', name: '多', name_source: 'table' },
    { id: 5, sport: 'football', name: 'Mohamed Salah', name_source: 'source' },
  ],
});

const names = (things: readonly { name: string }[]) => things.map((t) => t.name);

describe('what a question names', () => {
  it('finds teams by their name, full name and nickname', () => {
    expect(names(lexicon.understand('蓝月亮明晚踢谁', THURSDAY).teams)).toEqual(['曼城']);
    expect(names(lexicon.understand('曼彻斯特城最近五场战绩', THURSDAY).teams)).toEqual(['曼城']);
    expect(names(lexicon.understand('银河战舰的主场', THURSDAY).teams)).toEqual(['皇马']);
    expect(names(lexicon.understand('湖人和勇士谁更强？', THURSDAY).teams)).toEqual(['湖人', '勇士']);
  });

  it('finds players by name, nickname and a family name only one player has', () => {
    expect(lexicon.understand('老詹', THURSDAY).players).toEqual([
      { kind: 'player', id: 3000291, sport: 'basketball', name: '詹姆斯' },
    ]);
    expect(names(lexicon.understand('埃及国王进了几个球', THURSDAY).players)).toEqual(['萨拉赫']);
    expect(names(lexicon.understand('阿德托昆博的数据', THURSDAY).players)).toEqual(['扬尼斯·阿德托昆博']);
    // A one-character name is not a player: 最多 asks for the most.
    expect(lexicon.understand('西甲谁进球最多', THURSDAY).players).toEqual([]);
  });

  it('finds competitions, the sport, the day and a count', () => {
    const found = lexicon.understand('今晚有哪些英超比赛？', THURSDAY);
    expect(names(found.competitions)).toEqual(['英超']);
    expect(found).toMatchObject({ sport: 'football', dayOffset: 0, count: null });
    expect(lexicon.understand('英超积分榜前四', THURSDAY).count).toBe(4);
    expect(lexicon.understand('nba 周六有什么比赛', THURSDAY)).toMatchObject({ sport: 'basketball', dayOffset: 2 });
    expect(lexicon.understand('明天有篮球比赛吗', THURSDAY)).toMatchObject({ sport: 'basketball', dayOffset: 1 });
  });

  it('looks up a name the chat-completions model writes, and nothing for unknown words', () => {
    expect(lexicon.lookup(' 蓝月亮 ')).toMatchObject({ kind: 'team', id: 1625 });
    expect(lexicon.lookup('天气')).toBeUndefined();
    expect(lexicon.understand('帮我写一首诗', THURSDAY)).toMatchObject({ teams: [], players: [], competitions: [] });
  });
});
