// The AI assistant's bundled engine: time from sending a question to the first streamed token of its
// answer, over the question patterns of docs/ai.md, one question at a time. Target: first token p95 ≤ 300 ms.
import { loadavg } from 'node:os';
import { percentile, startApi, stop, waitFor, writeResult } from './support.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const apiPort = 18640;
const base = `http://127.0.0.1:${apiPort}`;
const questions = [
  '今天有哪些比赛',
  '今晚有哪些英超比赛？',
  '明天有什么比赛',
  '现在有哪些比赛正在进行',
  '曼城最近五场战绩',
  '蓝月亮下一场踢谁',
  '英超积分榜前四',
  'NBA积分榜',
  '英超射手榜',
  '湖人和勇士谁更强？',
  '利物浦和曼城的交锋',
  '皇马的主场是哪里',
  '萨拉赫进了几个球',
  '老詹',
  '帮我写一首诗',
];

/** Milliseconds until the first `token` event arrives, and the whole answer's. */
async function firstToken(question) {
  const started = performance.now();
  const response = await fetch(`${base}/ai/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ question }),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let first = null;
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (first === null && text.includes('"type":"token"')) first = performance.now() - started;
  }
  if (first === null) throw new Error(`no token for ${question}: ${text.slice(0, 200)}`);
  return { first, whole: performance.now() - started };
}

console.log('starting the API (replay feed, busy demo day)');
const api = await startApi({ port: apiPort, env: { FEED_DEMO: 'busy', AI_QUESTIONS_PER_MINUTE: '10000' } });
await waitFor(`${base}/health/ready`);
// The first question reads the names and teaches the segmenter; the basketball season model is built on first use.
for (const question of questions) await firstToken(question);

const firsts = [];
const wholes = [];
for (let round = 0; round < rounds; round += 1) {
  for (const question of questions) {
    const { first, whole } = await firstToken(question);
    firsts.push(first);
    wholes.push(whole);
  }
}
await stop(api);

firsts.sort((a, b) => a - b);
wholes.sort((a, b) => a - b);
const ms = (value) => value.toFixed(1);
const result = {
  date: new Date().toISOString(),
  answers: firsts.length,
  firstToken: { p50: percentile(firsts, 50), p95: percentile(firsts, 95), p99: percentile(firsts, 99) },
  wholeAnswer: { p50: percentile(wholes, 50), p95: percentile(wholes, 95) },
};
console.log(result);
writeResult(
  'ai-answer',
  result,
  `# AI assistant: first token of a bundled-engine answer\n\nMeasured ${result.date} on this machine (2 shared cores, load average ${loadavg()[0].toFixed(1)} when it ended), SQLite, the replay feed on its busy demo day, ${firsts.length} answers: ${rounds} rounds of ${questions.length} questions (every kind of docs/ai.md), one at a time, warm (names read and the basketball season built). The time is from sending \`POST /ai/ask\` with \`Accept: text/event-stream\` to the first \`token\` event; the whole answer is paced at 12 ms a piece. Target: first token p95 ≤ 300 ms.\n\n| measure | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|\n| first token | ${ms(result.firstToken.p50)} | ${ms(result.firstToken.p95)} | ${ms(result.firstToken.p99)} |\n| whole answer | ${ms(result.wholeAnswer.p50)} | ${ms(result.wholeAnswer.p95)} | |\n`,
);
