import { chatList, messagesPage, tipItem, type ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { eventually } from '../support/hub-client';
import { backends, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser } from '../rooms/room-fixtures';
import { useImSockets } from '../im/im-client';
import { ANALYSIS, pushMatch } from './expert-fixtures';

async function systemNotices(server: TestServer, user: TestUser) {
  const box = dataOf(await get(server, '/imapi/chat/list', { token: user.token }), chatList).find(
    (item) => item.kind === 'notice',
  );
  if (!box) return [];
  const page = dataOf(
    await get(server, '/imapi/chat/messages', { token: user.token, query: { id: String(box.id) } }),
    messagesPage,
  );
  return page.list.filter((m) => m.code === ImCode.systemNotice).map((m) => m.notice!);
}

describe.each(backends())('followers hear of an expert’s new tip on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('sends each follower one 通知 linking the tip, live over the IM socket, and nobody else', async () => {
    const s = server();
    await seedFootballReference(s);
    const expert = await certifiedUser(s);
    const match = await pushMatch(s, 90);
    const publish = async (market: string, pick: string) =>
      dataOf(
        await post(
          s,
          '/tj/recommend/publish',
          { matchId: match.id, market, pick, analysis: ANALYSIS, price: 0 },
          { token: expert.token },
        ),
        tipItem,
      );
    const first = await publish('euro', 'home');
    const follower = await registerUser(s);
    const stranger = await registerUser(s);
    await post(s, '/follow', { plat: 1, eid: first.expert.id, follow: 1 }, { token: follower.token });
    expect(await systemNotices(s, follower)).toEqual([]);
    const socket = await open(follower.token);

    const tip = await publish('asia', 'home');
    const live = (await socket.next(ImCode.systemNotice)) as ImMessage;
    expect(live.notice).toMatchObject({
      kind: 'expertTip',
      title: `你关注的专家「${tip.expert.name}」发布了新方案`,
      link: `/proposal/detail?code=${tip.code}`,
    });
    expect(live.notice!.body).toContain('亚盘 · 免费');
    await eventually(async () => (await systemNotices(s, follower)).length === 1);
    const box = dataOf(await get(s, '/imapi/chat/list', { token: follower.token }), chatList).find(
      (item) => item.kind === 'notice',
    );
    expect(box?.count).toBe(1);
    expect(await systemNotices(s, stranger)).toEqual([]);
  });
});
