import { describe, expect, it } from 'vitest';
import { fourthTabFor } from './fourth-tab';

describe('fourthTabFor', () => {
  it('shows messages on the 8096 build', () => {
    expect(fourthTabFor({ port: 8096 })).toBe('message');
  });

  it('shows the AI chat on any other port', () => {
    expect(fourthTabFor({ port: 3000 })).toBe('ChatGPT');
    expect(fourthTabFor({ port: 8095 })).toBe('ChatGPT');
  });

  it('lets the setting override the port rule both ways', () => {
    expect(fourthTabFor({ override: 'message', port: 3000 })).toBe('message');
    expect(fourthTabFor({ override: 'ChatGPT', port: 8096 })).toBe('ChatGPT');
  });
});
