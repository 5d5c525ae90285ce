import { describe, expect, it } from 'vitest';
import {
  chatChannel,
  chatMaxLength,
  chatMuteMinutes,
  chatTextProblem,
  entranceLine,
  isMuted,
  matchChatGroup,
  muteLengthLabel,
  muteMinutesLeft,
  normaliseChatText,
  parseChatGroup,
  welcomeLine,
} from './chat-rules';

describe('chat groups', () => {
  it('are the two sports, a room id or a match', () => {
    expect(parseChatGroup('football')).toBe('football');
    expect(parseChatGroup('basketball')).toBe('basketball');
    expect(parseChatGroup('12')).toEqual({ roomId: 12 });
    expect(parseChatGroup('match-12')).toEqual({ matchId: 12 });
    expect(parseChatGroup(matchChatGroup(2_147_483_647))).toEqual({ matchId: 2_147_483_647 });
    for (const bad of [
      '',
      '0',
      '012',
      '-1',
      '1.5',
      'tennis',
      'Football',
      '99999999999',
      '2147483648',
      'match-',
      'match-0',
      'match-2147483648',
      'match-football',
      'Match-12',
    ])
      expect(parseChatGroup(bad)).toBeNull();
  });

  it('publish on chat:<group>', () => {
    expect(chatChannel('football')).toBe('chat:football');
    expect(chatChannel({ roomId: 7 })).toBe('chat:7');
    expect(chatChannel({ matchId: 7 })).toBe('chat:match-7');
  });
});

describe('chat text', () => {
  it('folds whitespace and counts characters as a reader does', () => {
    expect(normaliseChatText('  好球\n\n 漂亮\t ')).toBe('好球 漂亮');
    expect(chatTextProblem('')).toBe('empty');
    expect(chatTextProblem(normaliseChatText(' \n '))).toBe('empty');
    expect(chatTextProblem('球'.repeat(chatMaxLength))).toBeNull();
    expect(chatTextProblem('球'.repeat(chatMaxLength + 1))).toBe('tooLong');
    // A character outside the BMP is one character, not two UTF-16 units.
    expect(chatTextProblem('𠀀'.repeat(chatMaxLength))).toBeNull();
  });
});

describe('mutes', () => {
  it('hold until their end and report whole minutes left', () => {
    expect(isMuted(null, 1000)).toBe(false);
    expect(isMuted(2000, 1000)).toBe(true);
    expect(isMuted(1000, 1000)).toBe(false);
    expect(muteMinutesLeft(1000 + 90, 1000)).toBe(2);
    expect(muteMinutesLeft(1000 + 1, 1000)).toBe(1);
  });

  it('are offered as 10 分钟, 1 小时 and 24 小时', () => {
    expect(chatMuteMinutes.map(muteLengthLabel)).toEqual(['10 分钟', '1 小时', '24 小时']);
  });
});

describe('entering a room', () => {
  it('welcomes a fan by name and asks a guest to log in', () => {
    expect(welcomeLine('老球迷')).toBe('欢迎 老球迷 来到直播间，一起看球吧！');
    expect(welcomeLine(null)).toBe('欢迎来到直播间！登录后即可参与聊天');
  });

  it('announces a noble with the tier first', () => {
    expect(entranceLine('伯爵', '老球迷')).toBe('伯爵 老球迷 驾临直播间');
  });
});
