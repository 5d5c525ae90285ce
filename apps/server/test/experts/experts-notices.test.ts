import { noticeListPage, noticeSummary, tipItem, type ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser } from '../support/api';
import { seedFootballReference } from '../support/football-fixtures';
import { eventually } from '../support/hub-client';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { certifiedUser } from '../rooms/room-fixtures';
import { noticeBox, systemNotices, useImSockets } from '../im/im-client';
import { ANALYSIS, pushMatch } from './expert-fixtures';

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
    expect(await systemNotices(s, follower.token)).toEqual([]);
    const socket = await open(follower.token);

    const tip = await publish('asia', 'home');
    const live = (await socket.next(ImCode.systemNotice)) as ImMessage;
    expect(live.notice).toMatchObject({
      kind: 'expertTip',
      title: `你关注的专家「${tip.expert.name}」发布了新方案`,
      link: `/proposal/detail?code=${tip.code}`,
    });
    expect(live.notice!.body).toContain('亚盘 · 免费');
    await eventually(async () => (await systemNotices(s, follower.token)).length === 1);
    expect((await noticeBox(s, follower.token))?.count).toBe(1);
    expect(await systemNotices(s, stranger.token)).toEqual([]);
    // The same notice is the 通知中心's 专家方案.
    const centre = dataOf(await get(s, '/imapi/notice/summary', { token: follower.token }), noticeSummary);
    expect(centre.groups.find((group) => group.group === 'tip')).toMatchObject({ unread: 1 });
    const tips = dataOf(
      await get(s, '/imapi/notice/list', { token: follower.token, query: { group: 'tip' } }),
      noticeListPage,
    );
    expect(tips.list.map((item) => item.message.notice?.link)).toEqual([`/proposal/detail?code=${tip.code}`]);
  });
});
