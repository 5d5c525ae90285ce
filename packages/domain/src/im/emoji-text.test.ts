import { describe, expect, it } from 'vitest';
import { splitChatText, twemojiFileName, twemojiFilePattern } from './emoji-text';

const known = new Set(['[微笑]', '[足球]']);
const isEmoji = (code: string) => known.has(code);

describe('chat text with emoji codes', () => {
  it('splits known codes out of the text, in order', () => {
    expect(splitChatText('进球了[足球][微笑]太棒', isEmoji)).toEqual([
      { kind: 'text', text: '进球了' },
      { kind: 'emoji', code: '[足球]' },
      { kind: 'emoji', code: '[微笑]' },
      { kind: 'text', text: '太棒' },
    ]);
  });

  it('keeps unknown brackets as text', () => {
    expect(splitChatText('[比分] 2:1 [微笑]', isEmoji)).toEqual([
      { kind: 'text', text: '[比分] 2:1 ' },
      { kind: 'emoji', code: '[微笑]' },
    ]);
    expect(splitChatText('没有表情', isEmoji)).toEqual([{ kind: 'text', text: '没有表情' }]);
  });
});

describe('Twemoji file names', () => {
  it('names a single code point in lower-case hex', () => {
    expect(twemojiFileName('😀')).toBe('1f600.svg');
    expect(twemojiFileName('⚽')).toBe('26bd.svg');
  });

  it('drops the variation selector of a single emoji', () => {
    expect(twemojiFileName('❤️')).toBe('2764.svg');
    expect(twemojiFileName('✌️')).toBe('270c.svg');
  });

  it('keeps it in a joined sequence', () => {
    expect(twemojiFileName('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308.svg');
  });

  it('accepts only such names as a file to serve', () => {
    expect(twemojiFilePattern.test('1f3f3-fe0f-200d-1f308.svg')).toBe(true);
    expect(twemojiFilePattern.test('../package.json')).toBe(false);
    expect(twemojiFilePattern.test('1F600.svg')).toBe(false);
  });
});
