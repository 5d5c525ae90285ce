// The share of names a fan reads in Chinese characters (docs/decisions/0057-names-xinhua-transliteration.md), counted
// over every finished match of the replay window: the 赛况 timeline and text live, the lineups, basketball box scores and
// plays, and the 资料库 (leaders squads and player pages). One API on the embedded default, today's calendar. Goal: 100 %.
import { apiClient } from './kickoff-fan.mjs';
import { startApi, stop, waitFor, writeResult } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 18720);
const api = `http://127.0.0.1:${port}`;
const { call } = apiClient(api);

const han = /\p{Script=Han}/u;
const latin = /[A-Za-z\u00C0-\u024F]/;
// Capitals before characters are part of established Chinese names: C罗, AC米兰.
const establishedCapitals = /[A-Z]{1,3}(?=\p{Script=Han})/gu;
/** A name in Chinese: Han characters and no Latin letter but established capitals. */
const isChinese = (name) => han.test(name) && !latin.test(name.replace(establishedCapitals, ''));

const places = new Map();
/** Where the names of the player pages come from (`nameSource`). */
const sources = new Map();
function count(place, name) {
  if (!name) return;
  const tally = places.get(place) ?? { names: 0, chinese: 0, latin: new Set() };
  tally.names += 1;
  if (isChinese(name)) tally.chinese += 1;
  else tally.latin.add(name);
  places.set(place, tally);
}

/** The data of an answer, or null when it fails (a match whose lineup is unknown, say). */
async function dataOf(path) {
  const answer = await call(path);
  return answer.code === 200 ? answer.data : null;
}

async function footballMatch(id) {
  const live = await dataOf(`/live/fb/match/live/textLive/${id}`);
  for (const event of live?.events ?? []) {
    count('赛况 timeline', event.playerName);
    count('赛况 timeline', event.relatedPlayerName);
  }
  // A text-live line names players inside its sentence: a Latin letter in it is a name left in Latin.
  for (const line of live?.commentary ?? []) count('文字直播', isChinese(line.text) ? '中文' : line.text);
  const lineup = await dataOf(`/live/fb/match/lineup/${id}`);
  for (const side of [lineup?.home, lineup?.away])
    for (const player of [...(side?.starters ?? []), ...(side?.bench ?? [])]) count('阵容', player.name);
}

async function basketballGame(id) {
  const detail = await dataOf(`/live/basket/match/detail/${id}`);
  for (const side of [detail?.boxScore?.home, detail?.boxScore?.away])
    for (const player of side?.players ?? []) count('篮球技术统计', player.name);
  for (const play of detail?.plays ?? []) {
    count('篮球文字直播', play.playerName);
    count('篮球文字直播', play.relatedPlayerName);
  }
}

/** Every finished match of the window's days (the list's `dates`), by sport. */
async function finished(listPath, itemsOf) {
  const first = await dataOf(`${listPath}?type=2`);
  const ids = new Set();
  for (const date of first?.dates ?? []) {
    const list = await dataOf(`${listPath}?type=2&date=${date}`);
    for (const item of itemsOf(list)) ids.add(item.id);
  }
  return [...ids];
}

async function database() {
  const { groups } = await dataOf('/database/competitions');
  const players = new Set();
  const teams = new Set();
  for (const competition of groups.flatMap((group) => group.competitions)) {
    const path = competition.sport === 'football' ? 'competition' : 'basketball';
    const page = await dataOf(`/database/${path}/${competition.id}`);
    if (competition.sport === 'football')
      for (const group of page?.standings ?? []) for (const row of group.rows) teams.add(row.team.id);
    for (const ranking of page?.rankings ?? [])
      for (const row of ranking.rows) {
        count('资料库 榜单', row.player?.name);
        if (row.player) players.add(`${competition.sport}:${row.player.id}`);
      }
  }
  for (const id of teams) {
    const page = await dataOf(`/database/team/${id}`);
    for (const role of page?.squad ?? [])
      for (const member of role.players) {
        count('资料库 阵容', member.player.name);
        players.add(`football:${member.player.id}`);
      }
  }
  for (const key of players) {
    const [sport, id] = key.split(':');
    const page = await dataOf(sport === 'football' ? `/database/player/${id}` : `/database/basketball/player/${id}`);
    count('资料库 球员页', page?.player?.name);
    const source = page?.player?.nameSource;
    if (source) sources.set(source, (sources.get(source) ?? 0) + 1);
  }
}

const apiProcess = await startApi({ port, env: { NODE_ENV: 'development', MEDIA: 'off' } });
try {
  // Ready once the feed has written the window's days.
  await waitFor(`${api}/health/ready`);
  const football = await finished('/live/football/match', (l) => l?.list ?? []);
  const basketball = await finished('/live/basketball/match', (l) => l?.scoreList ?? []);
  for (const id of football) await footballMatch(id);
  for (const id of basketball) await basketballGame(id);
  await database();

  const rows = [...places.entries()].map(([place, t]) => ({
    place,
    names: t.names,
    chinese: t.chinese,
    share: t.names ? t.chinese / t.names : 1,
    latin: [...t.latin].slice(0, 8),
  }));
  const all = rows.reduce((sum, r) => ({ names: sum.names + r.names, chinese: sum.chinese + r.chinese }), {
    names: 0,
    chinese: 0,
  });
  const percent = (share) => `${(share * 100).toFixed(1)} %`;
  const table = rows
    .map((r) => `| ${r.place} | ${r.names} | ${r.chinese} | ${percent(r.share)} | ${r.latin.join('; ')} |`)
    .join('\n');
  writeResult(
    'chinese-names',
    {
      measuredAt: new Date().toISOString(),
      football: football.length,
      basketball: basketball.length,
      rows,
      nameSources: Object.fromEntries(sources),
    },
    `# Names in Chinese characters\n\nMeasured ${new Date().toISOString()} on the embedded default, today's calendar: every finished match of the replay window (${football.length} football, ${basketball.length} basketball) and the 资料库's leaders, the squads of its tables' teams and the pages of all those players. A name counts as Chinese when it has Han characters and no Latin letter; a text-live line counts once, as Latin when any Latin letter is in it.\n\n| where | names | in Chinese | share | left in Latin (first 8) |\n|---|---|---|---|---|\n${table}\n| **all** | ${all.names} | ${all.chinese} | **${percent(all.chinese / all.names)}** | |\n\nWhere the names of the ${[...sources.values()].reduce((a, b) => a + b, 0)} player pages come from (\`nameSource\`, never shown): ${[...sources.entries()].map(([source, n]) => `${source} ${n}`).join(', ')}.\n`,
  );
} finally {
  stop(apiProcess);
}
