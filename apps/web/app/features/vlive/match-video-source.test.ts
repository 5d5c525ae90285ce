import { describe, expect, it } from 'vitest';
import { matchVideoSource } from './match-video-source';

const streamed = { show: true, url: '/live-media/room-a.flv', hlsUrl: '/media/replays/room-a/1/index.m3u8', roomId: 4 };

describe('the match page video source', () => {
  it('plays HTTP-FLV where MSE is, and the live HLS playlist where it is missing', () => {
    expect(matchVideoSource(streamed, true)).toEqual({ kind: 'flv', url: '/live-media/room-a.flv' });
    expect(matchVideoSource(streamed, false)).toEqual({ kind: 'hls', url: '/media/replays/room-a/1/index.m3u8' });
  });

  it('falls back to FLV (whose player says it cannot play) when an unrecorded stream has no HLS', () => {
    expect(matchVideoSource({ ...streamed, hlsUrl: null }, false)).toEqual({
      kind: 'flv',
      url: '/live-media/room-a.flv',
    });
  });

  it('shows nothing when the show flag is off (code 20001)', () => {
    expect(matchVideoSource({ show: false, url: null, hlsUrl: null, roomId: null }, true)).toBeNull();
    expect(matchVideoSource(null, true)).toBeNull();
  });
});
