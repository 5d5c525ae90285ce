import { chatList, imMessage, type ImMessage } from '@kanqiu/contract';
import { Code, ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post } from '../support/api';
import { seedScenario } from '../support/football-fixtures';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, imUser, useImSockets } from './im-client';

describe.each(backends())('match cards in messages on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('shares a match as a card holding its state and score when shared, delivered like a message', async () => {
    const { ids } = await seedScenario(server());
    const a = await imUser(server(), '分享比赛');
    const b = await imUser(server(), '收到比赛');
    const id = await friends(server(), a, b);
    const sb = await open(b.token);

    const body = { id, clientId: `card${Date.now()}`, matchId: ids.madridBarcelona };
    const shared = dataOf(await post(server(), '/imapi/chat/shareMatch', body, { token: a.token }), imMessage);
    expect(shared).toMatchObject({
      kind: 'match',
      code: ImCode.privateMessage,
      match: { matchId: ids.madridBarcelona, sport: 'football', phase: 'live', homeScore: 2, awayScore: 2 },
    });
    expect(shared.match!.home).not.toBe('');
    expect(shared.text).toBe(`${shared.match!.home} vs ${shared.match!.away}`);
    expect(((await sb.next(ImCode.privateMessage)) as ImMessage).match).toEqual(shared.match);
    const again = dataOf(await post(server(), '/imapi/chat/shareMatch', body, { token: a.token }), imMessage);
    expect(again.seq).toBe(shared.seq);

    const finished = dataOf(
      await post(
        server(),
        '/imapi/chat/shareMatch',
        { id, clientId: `card${Date.now()}f`, matchId: ids.liverpoolCity },
        { token: a.token },
      ),
      imMessage,
    );
    expect(finished.match).toMatchObject({ phase: 'result', homeScore: 2, awayScore: 1 });
    const item = dataOf(await get(server(), '/imapi/chat/list', { token: b.token }), chatList).find(
      (c) => c.id === id,
    )!;
    expect(item.lastMessage).toBe(`[比赛] ${finished.text}`);

    expect(
      await post(
        server(),
        '/imapi/chat/shareMatch',
        { ...body, clientId: `card${Date.now()}x`, matchId: 999_999 },
        { token: a.token },
      ),
    ).toMatchObject({ code: Code.notFound });
  });
});
