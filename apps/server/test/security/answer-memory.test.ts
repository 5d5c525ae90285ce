import { beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../support/api';
import { seedScenario, type Scenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const webOrigin = 'https://m.kanqiu.example';
const roomList = '/vlive/room/list?type=0';
const newsPage = { columnId: 1002, page: 1, size: 20 };

/** Everything but the moment it was sent. */
async function answerOf(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, bytes: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

/** Cached reads' answers are given again from memory, byte for byte, until what they show moves. */
describe.each(backends())('guests’ answers from memory on $name', (backend) => {
  const server = useTestServer(backend, { env: { WEB_ORIGIN: webOrigin } });
  let ids: ScenarioIds;
  let matches: Scenario;

  beforeAll(async () => {
    ({ ids, matches } = await seedScenario(server()));
  });

  const getList = (headers: Record<string, string> = {}) => fetch(server().url + roomList, { headers });
  const postNews = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server().url}/inform/info/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  /** The answers `ask` got from memory. */
  const hitsOf = async (ask: () => Promise<unknown>) => {
    const before = server().answerMemory.hits();
    await ask();
    return server().answerMemory.hits() - before;
  };

  it('answers a repeated GET with the framework’s status, headers and bytes, CORS and compression included', async () => {
    const headers = { origin: webOrigin, 'accept-encoding': 'gzip' };
    const first = await answerOf(await getList(headers));
    let again: Awaited<ReturnType<typeof answerOf>> | undefined;
    expect(await hitsOf(async () => (again = await answerOf(await getList(headers))))).toBe(1);
    expect(again).toEqual(first);
    expect(first.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a repeated POST of the same JSON body from memory once the path has answered, and gives the framework the body otherwise', async () => {
    const body = JSON.stringify(newsPage);
    // The first answer of a path teaches that its small JSON bodies are read before the framework.
    await postNews(body);
    const first = await answerOf(await postNews(body));
    let again: Awaited<ReturnType<typeof answerOf>> | undefined;
    expect(await hitsOf(async () => (again = await answerOf(await postNews(body))))).toBe(1);
    expect(again).toEqual(first);
    expect(JSON.parse(Buffer.from(first.bytes, 'base64').toString())).toMatchObject({ code: 200 });

    // Read before the framework, a body still reaches its parser and validation whole.
    const otherPage = await postNews(JSON.stringify({ ...newsPage, page: 2 }));
    expect(await otherPage.json()).toMatchObject({ code: 200, data: { page: 2 } });
    const broken = await postNews('{"columnId": 1002,');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 400 });
    const invalid = await postNews(JSON.stringify({ ...newsPage, size: 'many' }));
    expect(invalid.status).toBe(400);
  });

  it('keeps answers apart by what the platform reads: origin, accepted encodings, forwarded scheme', async () => {
    await getList({ origin: webOrigin });
    const other = await getList({ origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await getList({ 'accept-encoding': 'gzip' });
    expect((await getList({ 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
    await getList();
    const tls = await getList({ 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('answers a read that is the same for everyone whatever the token, and lays a viewer’s part on a personal one', async () => {
    const user = await registerUser(server());
    await getList({ accessToken: user.token });
    expect(await hitsOf(() => getList({ accessToken: user.token }))).toBe(1);

    // The live list stars each fan's follows: from memory too, a token's answer carries its viewer's stars.
    await post(server(), '/live/match/follow', { matchId: ids.arsenalChelsea, follow: 1 }, { token: user.token });
    const live = (headers: Record<string, string> = {}) =>
      fetch(`${server().url}/live/football/v1_1/live`, { headers: { 'accept-encoding': 'gzip', ...headers } });
    const starred = async (response: Response) =>
      ((await response.json()) as { data: { list: { id: number; followed: boolean }[] } }).data.list.find(
        (item) => item.id === ids.arsenalChelsea,
      )?.followed;
    expect(await starred(await live())).toBe(false);
    let mine: Response | undefined;
    expect(await hitsOf(async () => (mine = await live({ accessToken: user.token })))).toBe(1);
    expect(mine!.headers.get('content-encoding')).toBe('gzip');
    expect(await starred(mine!)).toBe(true);
    expect(await starred(await live())).toBe(false);
    // An unknown token is a guest, as the framework has it.
    expect(await starred(await live({ accessToken: 'not-a-token' }))).toBe(false);
  });

  it('lets a burst for a read not yet remembered wait for the first request’s answer', async () => {
    const textLive = (version: number) =>
      `${server().url}/live/fb/match/live/textLive/${ids.arsenalChelsea}?v=${version}`;
    await fetch(textLive(1));
    const before = server().answerMemory.hits();
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(textLive(2)).then((r) => r.text())));
    expect(new Set(burst).size).toBe(1);
    expect(JSON.parse(burst[0]!)).toMatchObject({ code: 200 });
    // One went to the framework; the others were given its answer from memory.
    expect(server().answerMemory.hits() - before).toBe(19);
  });

  it('forgets every answer when a channel moves or the second turns', async () => {
    await getList();
    await server().ingest.ingest([matches.arsenalChelsea.score([3, 0])]);
    expect(await hitsOf(getList)).toBe(0);
    expect(await hitsOf(getList)).toBe(1);
    server().clock.advance(1);
    expect(await hitsOf(getList)).toBe(0);

    const live = `${server().url}/live/football/v1_1/live`;
    await fetch(live);
    await server().ingest.ingest([matches.arsenalChelsea.score([4, 0])]);
    const list = (await (await fetch(live)).json()) as { data: { list: { id: number; score: number[] }[] } };
    expect(list.data.list.find((item) => item.id === ids.arsenalChelsea)?.score).toEqual([4, 0]);
  });
});
