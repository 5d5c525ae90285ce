import { userChannel, type ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, imUser, useImSockets } from './im-client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends())('a message is pushed to a socket once on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('leaves out a live copy of what the socket already had, live or in a resync', async () => {
    const sender = await imUser(server(), '发送者');
    const reader = await imUser(server(), '接收者');
    const id = await friends(server(), sender, reader);
    const onSender = await open(sender.token);
    onSender.send(ImCode.privateMessage, { id, clientId: 'resync-once-1', text: '上线前' });
    const { message: before } = (await onSender.next(ImCode.sendAck)) as { message: ImMessage };

    const onReader = await open(reader.token);
    onSender.send(ImCode.privateMessage, { id, clientId: 'resync-once-2', text: '上线后' });
    const live = (await onReader.next(ImCode.privateMessage)) as ImMessage;
    expect(live).toMatchObject({ text: '上线后', seq: 2 });
    onReader.send(ImCode.sync, { since: { [String(id)]: 0 } });
    const { list } = (await onReader.next(ImCode.sync)) as { list: ImMessage[] };
    expect(list.map((message) => message.text)).toEqual(['上线前', '上线后']);

    // Copies arriving after the resync, as an outbox published once the bus is back would bring them.
    for (const copy of [before, live])
      await server().hub.publish(userChannel(reader.id), { code: ImCode.privateMessage, data: copy });
    onSender.send(ImCode.privateMessage, { id, clientId: 'resync-once-3', text: '第三条' });
    expect(await onReader.next(ImCode.privateMessage)).toMatchObject({ text: '第三条', seq: 3 });
    await pause(200);
    expect(onReader.frames.filter((frame) => frame.code === ImCode.privateMessage)).toHaveLength(2);
  });
});
