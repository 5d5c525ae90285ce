// A worker that holds many websocket clients and reports when each received the marked message.
// STAMPED=on (room chat): every message carries its send time as `@<wall-clock ms>`; the worker keeps a
// histogram of send-to-receipt latencies (1 ms buckets) instead of receipt times. It finds the stamps in the
// frame's bytes without decoding or parsing it: 2,500 sockets at 100 lines/s are 250,000 stamps a second for
// one process on the API's cores, and decoding each frame to a string for a regular expression took 40 % of its
// CPU (docs/decisions/0050-chat-batches-without-a-window.md).
import { io } from 'socket.io-client';
import { WebSocket } from 'ws';
import { wallClockMs } from './support.mjs';

const { TARGET, URL: url, COUNT, OFFSET, MIX, TOPICS, STAMPED } = process.env;
const count = Number(COUNT);
const receipts = [];
let markers = [];
const stamped = STAMPED === 'on';
const histogram = new Uint32Array(60_000);
/** Frames that carried stamps: with batching, fewer than the stamps. */
let stampedFrames = 0;
const stampMark = 0x40; // '@'

/** Mixed load: a third of the clients follow football, a third basketball, a third both. */
function topicsOf(index) {
  if (TOPICS) return TOPICS.split(',');
  if (MIX !== 'on') return ['live:football'];
  return [['live:football'], ['live:basketball'], ['live:football', 'live:basketball']][index % 3];
}

function sourceAddress(index) {
  // Spread clients over loopback addresses so 20,000 sockets never run out of ephemeral ports.
  return `127.0.${Math.floor(index / 250) % 250}.${(index % 250) + 2}`;
}

/** The decimal number (digits, at most one '.') written in `bytes` from `start`. */
function numberAt(bytes, start) {
  let digits = 0;
  let scale = 1;
  let fraction = false;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x2e && !fraction) fraction = true;
    else if (byte >= 0x30 && byte <= 0x39) {
      digits = digits * 10 + (byte - 0x30);
      if (fraction) scale *= 10;
    } else break;
  }
  return digits / scale;
}

function recordStamps(bytes) {
  const now = wallClockMs();
  let at = bytes.indexOf(stampMark);
  if (at !== -1) stampedFrames += 1;
  for (; at !== -1; at = bytes.indexOf(stampMark, at + 1)) {
    const latency = Math.round(now - numberAt(bytes, at + 1));
    histogram[Math.min(histogram.length - 1, Math.max(0, latency))] += 1;
  }
}

/** `data`: a websocket message's bytes, or a socket.io event as JSON text. */
function onPayload(data) {
  if (stamped) recordStamps(typeof data === 'string' ? Buffer.from(data) : data);
  else {
    const text = data.toString();
    if (markers.some((marker) => text.includes(marker))) receipts.push(wallClockMs());
  }
}

/**
 * A socket the API shed while overloaded (HTTP 503 on the upgrade) or reset during the handshake is opened again
 * a second later, as a page would. Once subscribed, a socket's later errors are its own (its receipts show them).
 */
function openKanqiu(index, attempts = 10) {
  return new Promise((resolve, reject) => {
    // The API's frames are its own JSON: checking their UTF-8 again would only load the client.
    const socket = new WebSocket(`${url}/ws/live`, { localAddress: sourceAddress(index), skipUTF8Validation: true });
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const retry = (reason) =>
      settle(() =>
        attempts <= 1 ? reject(reason) : setTimeout(() => openKanqiu(index, attempts - 1).then(resolve, reject), 1000),
      );
    socket.on('message', (data) => {
      if (!settled && data.toString().includes('"op":"subscribed"')) settle(() => resolve(socket));
      else onPayload(data);
    });
    socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', topics: topicsOf(index) })));
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      if (response.statusCode === 503) retry(new Error('upgrade answered 503'));
      else settle(() => reject(new Error(`upgrade answered ${response.statusCode}`)));
    });
    socket.on('error', retry);
  });
}

function openSocketIo(index) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      localAddress: sourceAddress(index),
      reconnection: false,
      forceNew: true,
    });
    socket.on('diff', (payload) => onPayload(JSON.stringify(payload)));
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const open = TARGET === 'kanqiu' ? openKanqiu : openSocketIo;
// Kanqiu drops a socket silent for 30 s, as the web client never is (it sends the heartbeat '0' every 10 s):
// opening 20,000 sockets on a busy machine takes longer than that.
const heartbeat =
  TARGET === 'kanqiu'
    ? setInterval(() => sockets.forEach((socket) => socket.readyState === WebSocket.OPEN && socket.send('0')), 10_000)
    : undefined;
const sockets = [];
const batch = 200;
for (let i = 0; i < count; i += batch) {
  const opened = await Promise.all(
    Array.from({ length: Math.min(batch, count - i) }, (_, j) => open(Number(OFFSET) + i + j)),
  );
  sockets.push(...opened);
}
process.send({ type: 'ready', count: sockets.length });

process.on('message', (message) => {
  if (message.type === 'expect') {
    markers = message.markers;
    receipts.length = 0;
  } else if (message.type === 'report') {
    process.send({ type: 'receipts', receipts: [...receipts] });
  } else if (message.type === 'histogram') {
    process.send({ type: 'histogram', histogram: [...histogram], frames: stampedFrames });
  } else if (message.type === 'close') {
    clearInterval(heartbeat);
    for (const socket of sockets) (socket.terminate ?? socket.disconnect).call(socket);
    process.exit(0);
  }
});
