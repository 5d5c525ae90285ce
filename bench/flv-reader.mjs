import { wallClockMs } from './support.mjs';

/** Walks FLV tags as bytes arrive; calls back with each video tag's timestamp (ms) and its receipt time. */
function videoTags(onTag) {
  let buffer = Buffer.alloc(0);
  let offset = 13;
  return (chunk, receivedAt) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= offset + 11) {
      const size = buffer.readUIntBE(offset + 1, 3);
      if (buffer.length < offset + 11 + size + 4) break;
      const timestamp = buffer.readUIntBE(offset + 4, 3) | (buffer[offset + 7] << 24);
      if (buffer[offset] === 9) onTag(timestamp, receivedAt);
      offset += 11 + size + 4;
    }
  };
}

/**
 * Reads an HTTP-FLV `response` for `seconds`: when its first video frame arrived, and each later frame's delay,
 * receipt − (publish start + the frame's timestamp).
 */
export async function flvFrameDelays(response, publishStart, seconds) {
  const delays = [];
  let firstFrameAt = null;
  const parse = videoTags((timestamp, receivedAt) => {
    firstFrameAt ??= receivedAt;
    // The first second replays the cached group of pictures to the new reader; steady state comes after.
    if (receivedAt - firstFrameAt > 1000) delays.push(receivedAt - (publishStart + timestamp));
  });
  const reader = response.body.getReader();
  const until = wallClockMs() + seconds * 1000;
  while (wallClockMs() < until) {
    const { value, done } = await reader.read();
    if (done) break;
    parse(Buffer.from(value), wallClockMs());
  }
  await reader.cancel();
  return { firstFrameAt, delays };
}
