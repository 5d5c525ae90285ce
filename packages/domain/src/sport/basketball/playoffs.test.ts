import { describe, expect, it } from 'vitest';
import { higherSeedAtHome, isPlayoffRound, playoffRoundText, playoffStageName } from './playoffs';

describe('NBA play-offs', () => {
  it('plays 2-2-1-1-1: games 1, 2, 5 and 7 at the higher seed’s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(higherSeedAtHome)).toEqual([true, true, false, false, true, false, true]);
  });

  it('names the rounds as Chinese media do', () => {
    expect(playoffStageName('firstRound', 'east')).toBe('东部首轮');
    expect(playoffStageName('conferenceSemifinal', 'west')).toBe('西部半决赛');
    expect(playoffStageName('conferenceFinal', 'east')).toBe('东部决赛');
    expect(playoffStageName('finals', null)).toBe('总决赛');
  });

  it('gives the series score from game 2 on, 客 first', () => {
    expect(playoffRoundText({ stage: 'firstRound', conference: 'west', game: 1, wins: [0, 0] })).toBe(
      '季后赛 西部首轮 第1场',
    );
    expect(playoffRoundText({ stage: 'conferenceSemifinal', conference: 'east', game: 5, wins: [3, 1] })).toBe(
      '季后赛 东部半决赛 第5场 · 系列赛 3-1',
    );
    expect(playoffRoundText({ stage: 'finals', conference: null, game: 7, wins: [3, 3] })).toBe(
      '季后赛 总决赛 第7场 · 系列赛 3-3',
    );
  });

  it('tells a play-off round from a league round', () => {
    expect(isPlayoffRound('季后赛 总决赛 第2场 · 系列赛 1-0')).toBe(true);
    expect(isPlayoffRound('12')).toBe(false);
    expect(isPlayoffRound(null)).toBe(false);
  });
});
