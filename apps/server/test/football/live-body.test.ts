import { envelope, footballList } from '@kanqiu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { seedScenario, type Scenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

/** The anonymous live list is served from a body serialised once per stream position and second. */
describe.each(backends())('GET /live/football/v1_1/live served pre-serialised on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  let matches: Scenario;

  beforeAll(async () => {
    ({ ids, matches } = await seedScenario(server()));
  });

  const fetchLive = (headers: Record<string, string> = {}) =>
    fetch(`${server().url}/live/football/v1_1/live?platform=h5`, { headers });

  const scoreOf = async (response: Response, matchId: number) => {
    const body = envelope(footballList).parse(await response.json());
    return body.data?.list.find((item) => item.id === matchId)?.score;
  };

  it('answers the same JSON bytes to every anonymous caller, as an envelope the schema accepts', async () => {
    const [first, second] = await Promise.all([fetchLive(), fetchLive()]);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(b);
    expect(envelope(footballList).parse(JSON.parse(a))).toMatchObject({ code: 200, data: { allCount: 3 } });
  });

  it('shows a change as soon as the stream moves, within the same second', async () => {
    expect(await scoreOf(await fetchLive(), ids.arsenalChelsea)).toEqual([1, 0]);
    await server().ingest.ingest([matches.arsenalChelsea.score([2, 0])]);
    expect(await scoreOf(await fetchLive(), ids.arsenalChelsea)).toEqual([2, 0]);
  });

  it('still personalises the list for a signed-in fan', async () => {
    const user = await registerUser(server());
    await fetch(`${server().url}/live/match/follow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: user.token },
      body: JSON.stringify({ matchId: ids.arsenalChelsea, follow: 1 }),
    });
    const followed = async (headers: Record<string, string>) => {
      const body = envelope(footballList).parse(await (await fetchLive(headers)).json());
      return body.data?.list.find((item) => item.id === ids.arsenalChelsea)?.followed;
    };
    expect(await followed({ accessToken: user.token })).toBe(true);
    expect(await followed({})).toBe(false);
  });

  it("gives fans who follow the same listed matches one answer, and a fan who follows none the guests' bytes", async () => {
    const [first, second, third] = [
      await registerUser(server()),
      await registerUser(server()),
      await registerUser(server()),
    ];
    const follow = (token: string, follow: 0 | 1) =>
      fetch(`${server().url}/live/match/follow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken: token },
        body: JSON.stringify({ matchId: ids.arsenalChelsea, follow }),
      });
    await follow(first.token, 1);
    await follow(second.token, 1);
    const starred = (text: string) =>
      envelope(footballList)
        .parse(JSON.parse(text))
        .data?.list.filter((item) => item.followed)
        .map((item) => item.id);
    const read = async (token?: string) => (await fetchLive(token ? { accessToken: token } : {})).text();
    // A guest's read first, so the signed-in ones are also answered from memory before the framework.
    const guest = await read();
    const [a, b, c] = [await read(first.token), await read(second.token), await read(third.token)];
    expect(starred(a)).toEqual([ids.arsenalChelsea]);
    expect(b).toBe(a);
    expect(c).toBe(guest);
    await follow(first.token, 0);
    expect(starred(await read(first.token))).toEqual([]);
    expect(starred(await read(second.token))).toEqual([ids.arsenalChelsea]);
  });
});
