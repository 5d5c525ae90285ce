import { describe, expect, it } from 'vitest';
import { playlistDuration, withEndList } from './hls-playlist';

const open = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXTINF:4.000000,',
  '00000.ts',
  '#EXTINF:2.520000,',
  '00001.ts',
].join('\n');

describe('HLS playlists', () => {
  it('adds up the segment durations', () => {
    expect(playlistDuration(open)).toBe(6.52);
    expect(playlistDuration('#EXTM3U\n')).toBe(0);
  });

  it('ends an unfinished playlist once', () => {
    const ended = withEndList(open);
    expect(ended.endsWith('00001.ts\n#EXT-X-ENDLIST\n')).toBe(true);
    expect(withEndList(ended)).toBe(ended);
  });
});
