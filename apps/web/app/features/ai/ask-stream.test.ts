import { describe, expect, it } from 'vitest';
import { splitEvents } from './ask-stream';

describe('reading the answer stream', () => {
  it('returns whole events and keeps a half-arrived one for the next chunk', () => {
    const first = splitEvents('data: {"type":"token","text":"曼城"}\n\ndata: {"type":"tok');
    expect(first.events).toEqual([{ type: 'token', text: '曼城' }]);
    const second = splitEvents(`${first.rest}en","text":"最近"}\n\n`);
    expect(second.events).toEqual([{ type: 'token', text: '最近' }]);
    expect(second.rest).toBe('');
  });

  it('skips blocks that are not JSON data', () => {
    expect(splitEvents(': keep-alive\n\ndata: oops\n\n').events).toEqual([]);
  });
});
