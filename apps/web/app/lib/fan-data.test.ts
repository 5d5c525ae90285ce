import { describe, expect, it } from 'vitest';
import { fanPartOver, overlaid } from './fan-data';

const guestsRender = { user: null, follows: null, theme: '#DC143C', appName: '看球' };
const fan = {
  user: { id: 7, nickName: '老球迷' } as never,
  follows: [1107],
  theme: '#1677FF',
};

describe("a fan's part over the guests' render", () => {
  it('is laid over the render it was asked for, keeping the rest of the root', () => {
    expect(overlaid(guestsRender, { base: guestsRender, fan })).toEqual({ ...fan, appName: '看球' });
  });

  it("keeps a page's own part (a room's welcome) for that page, not in the root's data", () => {
    const room = { welcome: '欢迎 老球迷 来到直播间，一起看球吧！', catalogue: null };
    const over = { base: guestsRender, fan: { ...fan, room } };
    expect(fanPartOver(guestsRender, over)?.room).toEqual(room);
    expect(overlaid(guestsRender, over)).not.toHaveProperty('room');
  });

  it('lapses once the root is loaded again (a sign-out, a theme change)', () => {
    const reloaded = { ...guestsRender };
    expect(overlaid(reloaded, { base: guestsRender, fan })).toBe(reloaded);
    expect(overlaid(guestsRender, null)).toBe(guestsRender);
  });
});
