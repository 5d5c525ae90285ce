import type { ImMessage } from '@kanqiu/contract';
import { ImCode } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { friends, imUser, useImSockets } from './im-client';

describe.each(backends())('a message reaches a socket once on $name', (backend) => {
  const server = useTestServer(backend);
  const open = useImSockets(server);

  it('leaves out of a resync what the socket was already given live', async () => {
    const sender = await imUser(server(), '发送者');
    const reader = await imUser(server(), '接收者');
    const id = await friends(server(), sender, reader);
    const onSender = await open(sender.token);
    onSender.send(ImCode.privateMessage, { id, clientId: 'resync-once-1', text: '上线前' });
    await onSender.next(ImCode.sendAck);

    const onReader = await open(reader.token);
    onSender.send(ImCode.privateMessage, { id, clientId: 'resync-once-2', text: '上线后' });
    expect(await onReader.next(ImCode.privateMessage)).toMatchObject({ text: '上线后', seq: 2 });

    // A resync after a reset overlaps what came live: only what the socket has not had comes back.
    onReader.send(ImCode.sync, { since: { [String(id)]: 0 } });
    const { list } = (await onReader.next(ImCode.sync)) as { list: ImMessage[] };
    expect(list.map((message) => message.text)).toEqual(['上线前']);
    onReader.send(ImCode.sync, { since: { [String(id)]: 0 } });
    expect(await onReader.next(ImCode.sync)).toEqual({ list: [] });
  });
});
