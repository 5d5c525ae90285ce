// GET /activity/rank (the guessing profit board) against a bare Fastify route (target: ≥ 0.5×). The board is
// built from 1,000 fans' 10,000 settled guesses written straight into the API's SQLite file, then read by guests.
import { join } from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { benchDataDir, startBesideBare, writeResult } from './support.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = 3;
const apiPort = 18623;
const barePort = 18624;
const fans = 1000;
const guessesPerFan = 10;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  requestsPerSec: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** Fans and their settled guesses on one replayed match, settled a minute ago. */
function seedGuesses(file) {
  const db = new Database(file);
  const now = Math.floor(Date.now() / 1000);
  const matchId = db.prepare('select min(id) as id from matches').get().id;
  const insertUser = db.prepare(
    `insert into users (phone, password_hash, nick_name, portrait_audit, created_at, updated_at) values (?, null, ?, 'none', ?, ?)`,
  );
  const insertGuess = db.prepare(
    `insert into activity_guesses (user_id, request_id, match_id, market, selection, line, odds, stake, outcome, returned, created_at, settled_at)
     values (?, ?, ?, 'result', 'home', null, 2.1, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let fan = 0; fan < fans; fan += 1) {
      const userId = Number(
        insertUser.run(`1990000${String(fan).padStart(4, '0')}`, `榜单球迷${fan}`, now, now).lastInsertRowid,
      );
      for (let n = 0; n < guessesPerFan; n += 1) {
        const stake = 10 + ((fan * 7 + n * 13) % 50) * 10;
        const won = (fan + n) % 3 === 0;
        insertGuess.run(
          userId,
          `bench-${fan}-${n}`,
          matchId,
          stake,
          won ? 'win' : 'loss',
          won ? Math.floor(stake * 2.1) : 0,
          now - 120,
          now - 60,
        );
      }
    }
  })();
  db.close();
}

// The machine is shared, so its load swings: both servers stay up and are measured in alternating rounds, and
// each side's best round is compared.
const dataDir = benchDataDir();
const servers = await startBesideBare({ apiPort, barePort, dataDir });
seedGuesses(join(dataDir, 'kanqiu.db'));
const rankUrl = `${servers.apiUrl}/activity/rank?period=day`;
const sample = await (await fetch(rankUrl)).json();
if (sample.data?.list?.length !== 50) throw new Error(`the board has ${sample.data?.list?.length} rows, not 50`);

const best = (results) => results.toSorted((a, b) => b.requestsPerSec - a.requestsPerSec)[0];
const bareRounds = [];
const rankRounds = [];
for (let round = 0; round < rounds; round += 1) {
  bareRounds.push(summary(await load(servers.bareUrl)));
  rankRounds.push(summary(await load(rankUrl)));
}
await servers.stop();
const bareResult = best(bareRounds);
const rankResult = best(rankRounds);

const ratio = rankResult.requestsPerSec / bareResult.requestsPerSec;
const row = (name, r) =>
  `| ${name} | ${r.requestsPerSec.toFixed(0)} | ${r.latencyP50} | ${r.latencyP99} | ${r.errors} |`;
writeResult(
  'activity-rank',
  {
    date: new Date().toISOString(),
    connections,
    duration,
    rounds,
    bareRounds,
    rankRounds,
    fans,
    guesses: fans * guessesPerFan,
    bare: bareResult,
    rank: rankResult,
    ratio,
  },
  `# GET /activity/rank throughput\n\nMeasured ${new Date().toISOString()} with autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s per route (best round shown), on this machine, SQLite, the replay feed running, ${fans} fans with ${fans * guessesPerFan} settled guesses today (the board shows the top 50); load average ${loadavg()[0].toFixed(1)} when it ended. Guests' boards are serialised once per period and second.\n\n| route | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|\n${row('bare Fastify JSON', bareResult)}\n${row('/activity/rank?period=day', rankResult)}\n\nRatio (rank / bare): **${ratio.toFixed(2)}** (target ≥ 0.5)\n`,
);
console.log('ratio', ratio.toFixed(2));
