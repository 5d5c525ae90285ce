import { followedMatchIds, footballList, footballNavigation, followResult } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedScenario, type ScenarioIds } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('following football matches on $name', (backend) => {
  const server = useTestServer(backend);
  let ids: ScenarioIds;
  let fan: TestUser;

  beforeAll(async () => {
    ({ ids } = await seedScenario(server()));
    fan = await registerUser(server());
  });

  const follow = (matchId: number, value: 0 | 1, options: { token?: string; form?: boolean } = {}) =>
    post(server(), '/live/match/follow', { matchId, follow: value }, options);
  const followedList = async (token: string) =>
    dataOf(await get(server(), '/live/football/match', { query: { type: '3' }, token }), footballList);

  it('follows by JSON or form and lists the followed matches under type 3, live first, results last', async () => {
    expect(dataOf(await follow(ids.liverpoolCity, 1, { token: fan.token }), followResult)).toEqual({
      matchId: ids.liverpoolCity,
      follow: 1,
    });
    await follow(ids.cityTottenham, 1, { token: fan.token, form: true });
    await follow(ids.arsenalChelsea, 1, { token: fan.token });
    await follow(ids.arsenalChelsea, 1, { token: fan.token });
    const data = await followedList(fan.token);
    expect(data.list.map((item) => item.id)).toEqual([ids.arsenalChelsea, ids.cityTottenham, ids.liverpoolCity]);
    expect(data.list.every((item) => item.followed)).toBe(true);
    expect(data).toMatchObject({ date: null, dates: [], allCount: 3 });
  });

  it('stars the followed rows of every list and the detail header for that user only', async () => {
    const live = dataOf(await get(server(), '/live/football/v1_1/live', { token: fan.token }), footballList);
    expect(live.list.filter((item) => item.followed).map((item) => item.id)).toEqual([ids.arsenalChelsea]);
    const anonymous = dataOf(await get(server(), '/live/football/v1_1/live'), footballList);
    expect(anonymous.list.some((item) => item.followed)).toBe(false);
    const header = (token?: string) =>
      get(server(), `/live/fb/match/live/navigation/${ids.arsenalChelsea}`, token ? { token } : {});
    expect(dataOf(await header(fan.token), footballNavigation).followed).toBe(true);
    expect(dataOf(await header(), footballNavigation).followed).toBe(false);
    const other = await registerUser(server());
    expect(dataOf(await header(other.token), footballNavigation).followed).toBe(false);
    expect((await followedList(other.token)).list).toEqual([]);
  });

  const followedIds = async (token: string) =>
    dataOf(await get(server(), '/live/match/follow/ids', { token }), followedMatchIds).ids;

  it('gives a fan the ids of their follows, as the stars of a shared page', async () => {
    expect(await followedIds(fan.token)).toEqual(
      [ids.arsenalChelsea, ids.cityTottenham, ids.liverpoolCity].sort((a, b) => a - b),
    );
    expect(await followedIds((await registerUser(server())).token)).toEqual([]);
    expect((await get(server(), '/live/match/follow/ids')).code).toBe(Code.noToken);
  });

  it('unfollows', async () => {
    expect(dataOf(await follow(ids.liverpoolCity, 0, { token: fan.token }), followResult).follow).toBe(0);
    await follow(ids.liverpoolCity, 0, { token: fan.token });
    expect(await followedIds(fan.token)).not.toContain(ids.liverpoolCity);
    expect((await followedList(fan.token)).list.map((item) => item.id)).toEqual([
      ids.arsenalChelsea,
      ids.cityTottenham,
    ]);
  });

  it('needs a login, a known match and a follow of 0 or 1', async () => {
    expect(await follow(ids.arsenalChelsea, 1)).toMatchObject({ status: 200, code: Code.noToken, data: null });
    expect(await follow(ids.arsenalChelsea, 1, { token: 'not-a-token' })).toMatchObject({ code: Code.noToken });
    expect(await follow(999999, 1, { token: fan.token })).toMatchObject({ status: 200, code: Code.notFound });
    const bad = await post(
      server(),
      '/live/match/follow',
      { matchId: ids.arsenalChelsea, follow: 2 },
      { token: fan.token },
    );
    expect(bad).toMatchObject({ status: 400, code: Code.validationFailed });
    expect(bad.msg).toContain('follow');
  });

  it('answers noToken for type 3 and its filter without a valid token', async () => {
    expect((await get(server(), '/live/football/match', { query: { type: '3' }, token: 'expired' })).code).toBe(
      Code.noToken,
    );
    expect((await get(server(), '/live/football/filter', { query: { type: '3' } })).code).toBe(Code.noToken);
  });
});
