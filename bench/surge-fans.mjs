// A worker of kickoff-surge: one share of the arriving fans. Each fan opens the match page, its live socket on
// `match:<id>` and one other tab, then stays, refetching the text live on each change as the page does
// (features/football/detail). In the limit phase the same fans make the same HTTP requests, at the same
// moments, to a bare server that answers the same bytes from memory (no sockets).
// IPC in: `run` (a phase), `report` (the pushes' times), `close`. IPC out: `ready`, `settled`, the report.
import { Agent, request as httpRequest } from 'node:http';
import { WebSocket } from 'ws';
import { wallClockMs } from './support.mjs';

const heartbeatMs = 10_000;
const reconnectMs = 5_000;
const requestTimeoutMs = 30_000;
const tabs = ['odds', 'lineup', 'analysis'];

/** Per request kind: latencies, answers by status, failures without an answer, requests per second of the phase. */
class Samples {
  kinds = new Map();

  of(kind) {
    let samples = this.kinds.get(kind);
    if (!samples) {
      samples = { latencies: [], statuses: {}, errors: 0, perSecond: [], slowestPerSecond: [] };
      this.kinds.set(kind, samples);
    }
    return samples;
  }

  add(kind, startedAt, t0, latency, status) {
    const samples = this.of(kind);
    const second = Math.max(0, Math.floor((startedAt - t0) / 1000));
    samples.perSecond[second] = (samples.perSecond[second] ?? 0) + 1;
    if (status === undefined) samples.errors += 1;
    else {
      samples.latencies.push(latency);
      samples.slowestPerSecond[second] = Math.max(samples.slowestPerSecond[second] ?? 0, latency);
      samples.statuses[status] = (samples.statuses[status] ?? 0) + 1;
    }
  }

  toJSON() {
    return Object.fromEntries(
      [...this.kinds].map(([kind, s]) => [
        kind,
        {
          ...s,
          perSecond: Array.from(s.perSecond, (n) => n ?? 0),
          slowestPerSecond: Array.from(s.slowestPerSecond, (n) => Math.round(n ?? 0)),
        },
      ]),
    );
  }
}

/** Loopback source addresses, so 10,000 sockets never run out of ephemeral ports. */
const sourceAddress = (index) => `127.0.${Math.floor(index / 250) % 250}.${(index % 250) + 2}`;

function createPhase(plan) {
  const { t0, fans, seconds, share, of, matchId, pairs, cookies, memory } = plan;
  const samples = new Samples();
  // A reverse proxy's pool in front of the servers, not one connection per fan: see the result's header.
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections, maxFreeSockets: plan.connections });
  const receipts = {};
  const refetchLog = [];
  const fanState = new Map();
  // The version a page was rendered at is inside its turbo-stream data; the newest version this worker has seen
  // (a watching socket opened before the surge) when the page arrives stands in for it. It can only be newer, so
  // resyncs are if anything undercounted.
  let latestVersion = 0;
  let watcher;
  const sockets = new Set();
  let closing = false;

  /** A GET as a browser sends it; the body is read as sent (compressed), never decoded. */
  function get(kind, url, headers) {
    const startedAt = wallClockMs();
    return new Promise((resolve) => {
      const finish = (status) => {
        samples.add(kind, startedAt, t0, wallClockMs() - startedAt, status);
        resolve(status);
      };
      const req = httpRequest(
        url,
        { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => finish(res.statusCode));
          res.on('error', () => finish(undefined));
        },
      );
      req.setTimeout(requestTimeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(undefined));
      req.end();
    });
  }

  const pathOf = {
    page: () => `/live/zq/detail/${matchId}`,
    'page data (revalidate)': () => `/live/zq/detail/${matchId}.data`,
    // A signed-in fan's page, the guests' render, asks for their own part of the root only (lib/fan-data.ts).
    'page data (signed in)': () => `/_fan?page=${encodeURIComponent(`/live/zq/detail/${matchId}`)}`,
    odds: () => `/live/odds/${matchId}?platform=4&type=1&v=0`,
    lineup: () => `/live/fb/match/lineup/${matchId}?platform=4&v=0`,
    'analysis history': () => `/live/fb/match/analysis/history/${matchId}?platform=4`,
    'analysis table': () => `/live/fb/match/analysis/table/${matchId}?platform=4`,
    'analysis future': () => `/live/fb/match/analysis/future/${matchId}?platform=4`,
    'textLive refetch': (version) => `/live/fb/match/live/textLive/${matchId}?platform=4&v=${version}`,
  };

  function fanOf(index) {
    const signedIn = index % plan.signedInEvery === 0;
    const { web, api } = pairs[index % pairs.length];
    return {
      index,
      signedIn,
      web,
      api,
      tab: tabs[index % tabs.length],
      cookie: signedIn ? cookies[Math.floor(index / plan.signedInEvery) % cookies.length] : undefined,
      version: 0,
      subscribedAt: undefined,
    };
  }

  /** The limit phase's bare servers standing in for the fan's web and API. */
  const memoryOf = (fan) => memory.pairs[fan.index % memory.pairs.length];

  /** The web's page (guest, or with the session cookie); in the limit phase the memory server's copy. */
  function page(fan, kind = 'page') {
    const label = kind === 'page' ? `page ${fan.signedIn ? 'signed in' : 'guest'}` : kind;
    if (memory) return get(label, memoryOf(fan).web + memory.paths[label], {});
    const headers = { accept: 'text/html,application/xhtml+xml', ...(fan.cookie ? { cookie: fan.cookie } : {}) };
    return get(label, fan.web + pathOf[kind](), headers);
  }

  /** A public read the browser makes straight to the API (no token: the session cookie is the web's, httpOnly). */
  function read(fan, kind, version) {
    if (memory) return get(kind, memoryOf(fan).api + memory.paths[kind], {});
    if (kind === 'textLive refetch') refetchLog.push([Math.round(wallClockMs() - t0), fan.index, version]);
    return get(kind, fan.api + pathOf[kind](version), { accept: 'application/json', origin: fan.web });
  }

  function onDiff(fan, diff) {
    if (diff.matchId !== matchId) return;
    for (const incident of diff.incidents ?? []) {
      if (incident.key?.startsWith(plan.markerPrefix)) (receipts[incident.key] ??= []).push([fan.index, wallClockMs()]);
    }
    latestVersion = Math.max(latestVersion, diff.version);
    // As useLiveDetail: a stale diff is dropped, a gap revalidates the page's data; new incidents, statistics or
    // a state change bump the commentary, which refetches the text live.
    const before = fan.version;
    fan.version = Math.max(before, diff.version);
    if (diff.version <= before) return;
    if (diff.version > before + 1) return void page(fan, 'page data (revalidate)');
    if ((diff.incidents?.length ?? 0) > 0 || diff.statistics || 'state' in (diff.fields ?? {}))
      void read(fan, 'textLive refetch', diff.version);
  }

  function onFrame(fan, data) {
    const text = data.toString();
    if (text === '0') return;
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      return samples.add('frame not JSON', wallClockMs(), t0, 0, 0);
    }
    for (const message of Array.isArray(json) ? json : [json]) {
      if (message.op === 'diff' && message.topic === `match:${matchId}`) onDiff(fan, message.data);
      else if (message.op === 'reset') void page(fan, 'page data (revalidate)');
    }
  }

  /** Opens the socket and subscribes; a refused upgrade or a dropped socket is opened again 5 s later, as the page does. */
  function openSocket(fan, reconnect = false) {
    return new Promise((resolve) => {
      const startedAt = wallClockMs();
      const kind = reconnect ? 'socket reopen+subscribe' : 'socket open+subscribe';
      const target = `${fan.api.replace(/^http/, 'ws')}/ws/live`;
      const socket = new WebSocket(target, {
        localAddress: sourceAddress(fan.index),
        origin: fan.web,
        skipUTF8Validation: true,
      });
      let state = 'opening';
      const retry = () => !closing && setTimeout(() => openSocket(fan, true), reconnectMs);
      socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', topics: [`match:${matchId}`] })));
      socket.on('message', (data) => {
        if (state === 'subscribed') return onFrame(fan, data);
        if (!data.toString().includes('"op":"subscribed"')) return;
        state = 'subscribed';
        fan.subscribedAt = wallClockMs();
        samples.add(kind, startedAt, t0, fan.subscribedAt - startedAt, 101);
        sockets.add(socket);
        resolve();
        // A reconnect revalidates the page's data (useLiveDetail's onOpen).
        if (reconnect) void page(fan, 'page data (revalidate)');
      });
      socket.once('unexpected-response', (req, res) => {
        req.destroy();
        state = 'refused';
        samples.add(kind, startedAt, t0, wallClockMs() - startedAt, res.statusCode);
        retry();
        resolve();
      });
      socket.on('error', () => undefined);
      socket.once('close', (code) => {
        sockets.delete(socket);
        if (closing || state === 'refused') return;
        if (state === 'opening') {
          samples.add(kind, startedAt, t0, wallClockMs() - startedAt, undefined);
          resolve();
        } else samples.add(`socket closed by the server (${code})`, wallClockMs(), t0, 0, code);
        retry();
      });
    });
  }

  async function arrive(fan) {
    fanState.set(fan.index, fan);
    await page(fan);
    // A signed-in fan's page is the guests' render: once live it asks for the fan's own data (root.tsx).
    if (fan.signedIn) await page(fan, 'page data (signed in)');
    fan.version = latestVersion;
    if (!memory) await openSocket(fan);
    const reads = fan.tab === 'analysis' ? ['analysis history', 'analysis table', 'analysis future'] : [fan.tab];
    await Promise.all(reads.map((kind) => read(fan, kind, 0)));
  }

  // No timer once the moment has come: a timer takes at least 1 ms, and 4,000 refetches due at once would spread
  // over 4 s.
  const sleepUntil = async (at) => {
    if (at > wallClockMs()) await new Promise((resolve) => setTimeout(resolve, at - wallClockMs()));
  };

  /** Arrivals in order, with (limit phase) the product's refetches replayed at the moments they were made. */
  function timeline() {
    const interval = (seconds * 1000) / fans;
    const events = [];
    for (let index = share; index < fans; index += of) events.push({ at: index * interval, index });
    for (const [at, index, version] of plan.refetches ?? []) events.push({ at, index, version });
    return events.sort((a, b) => a.at - b.at);
  }

  /** Keeps `latestVersion` current from before the first arrival: a socket of its own, then the match's version now. */
  async function watchVersion() {
    const { api } = pairs[share % pairs.length];
    watcher = new WebSocket(`${api.replace(/^http/, 'ws')}/ws/live`, { skipUTF8Validation: true });
    await new Promise((resolve, reject) => {
      watcher.once('open', () => watcher.send(JSON.stringify({ op: 'subscribe', topics: [`match:${matchId}`] })));
      watcher.on('message', (data) => {
        const text = data.toString();
        if (text.includes('"op":"subscribed"')) resolve();
        for (const version of text.matchAll(/"version":(\d+)/g))
          latestVersion = Math.max(latestVersion, Number(version[1]));
      });
      watcher.once('error', reject);
    });
    const response = await fetch(`${api}/live/fb/match/live/navigation/${matchId}`);
    latestVersion = Math.max(latestVersion, (await response.json()).data.version);
  }

  async function run() {
    if (!memory) await watchVersion();
    const chains = [];
    for (const { at, index, version } of timeline()) {
      await sleepUntil(t0 + at);
      if (version === undefined) chains.push(arrive(fanOf(index)));
      else chains.push(read(fanState.get(index) ?? fanOf(index), 'textLive refetch', version));
    }
    await Promise.all(chains);
  }

  const heartbeat = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send('0');
  }, heartbeatMs);

  /** What this worker saw: samples, each pushed marker's delivery, and the refetches (for the limit phase). */
  function report(pushes) {
    const deliveries = pushes.map(({ marker, at }) => {
      const got = new Map(receipts[marker] ?? []);
      const subscribed = [...fanState.values()].filter(
        (fan) => fan.subscribedAt !== undefined && fan.subscribedAt <= at,
      );
      return {
        marker,
        expected: subscribed.length,
        expectedReceived: subscribed.filter((fan) => got.has(fan.index)).length,
        latencies: [...got.values()].map((when) => when - at),
      };
    });
    return { samples: samples.toJSON(), deliveries, refetches: refetchLog };
  }

  function close() {
    closing = true;
    clearInterval(heartbeat);
    watcher?.terminate();
    for (const socket of sockets) socket.terminate();
    agent.destroy();
  }

  return { run, report, close, samples };
}

let phase;
process.on('message', async (message) => {
  if (message.type === 'run') {
    phase = createPhase(message.plan);
    await phase.run();
    process.send({ type: 'settled' });
  } else if (message.type === 'report') {
    process.send({ type: 'report', ...phase.report(message.pushes) });
  } else if (message.type === 'close') {
    phase?.close();
    process.send({ type: 'closed' });
  } else if (message.type === 'exit') {
    process.exit(0);
  }
});
process.send({ type: 'ready' });
