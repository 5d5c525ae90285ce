import { describe, expect, it } from 'vitest';
import { chooseLiveProtocol } from './live-playback';

const stream = { viewers: 0, flvViewerLimit: 300, hasMediaSource: true, hasHls: true };

describe('chooseLiveProtocol', () => {
  it('plays HTTP-FLV from the origin while the stream is under its FLV viewer limit', () => {
    expect(chooseLiveProtocol(stream)).toBe('flv');
    expect(chooseLiveProtocol({ ...stream, viewers: 299 })).toBe('flv');
  });

  it('plays HLS from the edge once the limit is reached', () => {
    expect(chooseLiveProtocol({ ...stream, viewers: 300 })).toBe('hls');
    expect(chooseLiveProtocol({ ...stream, viewers: 10_000 })).toBe('hls');
  });

  it('a limit of 0 sends every viewer to the edge', () => {
    expect(chooseLiveProtocol({ ...stream, flvViewerLimit: 0 })).toBe('hls');
  });

  it('always plays HLS where the browser has no MSE', () => {
    expect(chooseLiveProtocol({ ...stream, hasMediaSource: false })).toBe('hls');
    expect(chooseLiveProtocol({ ...stream, hasMediaSource: false, viewers: 10_000 })).toBe('hls');
  });

  it('stays on FLV when the stream has no HLS, whatever the count or the browser', () => {
    expect(chooseLiveProtocol({ ...stream, hasHls: false, viewers: 10_000 })).toBe('flv');
    expect(chooseLiveProtocol({ ...stream, hasHls: false, hasMediaSource: false })).toBe('flv');
  });
});
