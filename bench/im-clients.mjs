// One client process of bench/im-online.mjs: opens its share of the message sockets (spec §7: auth 10014 first),
// sends 10000 frames from its senders at the rate it is told, and records for every message its peer receives
// the time from just before the send to the receipt (1 ms buckets).
import { WebSocket } from 'ws';

const PRIVATE = 10000;
const ACK = 10002;
const REFUSED = 10006;
const AUTH = 10014;
const wallClockMs = () => performance.timeOrigin + performance.now();

/** @type {{ fan: { id: number, token: string, conversationId: number, sends: boolean }, socket: WebSocket }[]} */
const clients = [];
/** Milliseconds 0 … 179,999; a later arrival lands in the last bucket. */
const histogram = new Array(180_000).fill(0);
let received = 0;
let acked = 0;
let closed = 0;
const refusals = {};
/** Spec §7: the client sends the heartbeat '0' 10 s after its last activity; the server drops a socket silent for 30 s. */
const HEARTBEAT_MS = 10_000;

function connect(url, fan) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('error', reject);
    socket.once('close', () => (closed += 1));
    let lastActivity = Date.now();
    const heartbeat = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return clearInterval(heartbeat);
      if (Date.now() - lastActivity >= HEARTBEAT_MS) {
        socket.send('0');
        lastActivity = Date.now();
      }
    }, 1000);
    const sendFrame = socket.send.bind(socket);
    socket.send = (data) => {
      lastActivity = Date.now();
      sendFrame(data);
    };
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text === '0') return;
      const frame = JSON.parse(text);
      if (frame.code === AUTH) resolve(socket);
      else if (frame.code === ACK) acked += 1;
      else if (frame.code === REFUSED) refusals[frame.data.code] = (refusals[frame.data.code] ?? 0) + 1;
      else if (frame.code === PRIVATE && frame.data.sender?.id !== fan.id) {
        const sentAt = Number(frame.data.text.slice(frame.data.text.indexOf('@') + 1));
        histogram[Math.min(179_999, Math.max(0, Math.round(wallClockMs() - sentAt)))] += 1;
        received += 1;
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ code: AUTH, data: { accessToken: fan.token } })));
  });
}

async function connectAll(url, fans) {
  for (let i = 0; i < fans.length; i += 100) {
    const batch = fans.slice(i, i + 100);
    const sockets = await Promise.all(batch.map((fan) => connect(url, fan)));
    sockets.forEach((socket, k) => clients.push({ fan: batch[k], socket }));
  }
}

async function sendAt(rate, seconds) {
  const senders = clients.filter((client) => client.fan.sends);
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { fan, socket } = senders[i % senders.length];
    const data = {
      id: fan.conversationId,
      clientId: `bench-${process.pid}-${i}`,
      text: `压测 @${wallClockMs().toFixed(3)}`,
      accessToken: fan.token,
    };
    socket.send(JSON.stringify({ code: PRIVATE, data }));
  }
  return total;
}

process.on('message', async (message) => {
  if (message.type === 'connect') {
    await connectAll(message.url, message.fans);
    process.send({ type: 'connected', count: clients.length });
  } else if (message.type === 'send') {
    const sent = await sendAt(message.rate, message.seconds);
    process.send({ type: 'sent', sent });
  } else if (message.type === 'report') {
    process.send({ type: 'report', histogram, received, acked, refusals, closed });
  } else if (message.type === 'close') {
    clients.forEach(({ socket }) => socket.terminate());
    process.exit(0);
  }
});
