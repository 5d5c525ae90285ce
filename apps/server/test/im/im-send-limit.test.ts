import { Code, imLimits } from '@kanqiu/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../support/api';
import { backends, startTestServer, type Backend, type TestServer } from '../support/test-server';
import { friends, imUser } from './im-client';

let clientIds = 0;
const clientId = () => `r${Date.now()}x${++clientIds}`;

/** Sends through the given servers in turn, and answers each reply's code. */
async function sendBurst(servers: TestServer[], token: string, id: number, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let index = 0; index < count; index++) {
    const server = servers[index % servers.length]!;
    const reply = await post(
      server,
      '/imapi/chat/send',
      { id, clientId: clientId(), text: `第${index + 1}条` },
      { token },
    );
    codes.push(reply.code);
  }
  return codes;
}

function limitCase(backend: Backend, instances: 1 | 2) {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  it(`lets a user send ${imLimits.messagesPer10s} messages per 10 s across ${instances} instance(s), then refuses`, async () => {
    const a = await startTestServer(backend);
    started.push(a);
    if (instances === 2) started.push(await startTestServer(backend, { shareWith: a }));
    const sender = await imUser(a, '话痨');
    const peer = await imUser(a, '听众');
    const id = await friends(a, sender, peer);
    const codes = await sendBurst(started, sender.token, id, imLimits.messagesPer10s + 2);
    expect(codes.slice(0, imLimits.messagesPer10s).every((code) => code === Code.ok)).toBe(true);
    expect(codes.slice(imLimits.messagesPer10s)).toEqual([Code.rateLimited, Code.rateLimited]);
    const other = await imUser(a, '另一位');
    const otherId = await friends(a, other, peer);
    expect(await sendBurst(started.slice(-1), other.token, otherId, 1)).toEqual([Code.ok]);
  });
}

describe('the send allowance on one instance (SQLite, in memory)', () => {
  limitCase(backends()[0]!, 1);
});

const shared = backends().find((b) => b.databaseUrl && b.redisUrl);
describe.runIf(shared)('the send allowance shared by two instances through Redis', () => {
  limitCase(shared!, 2);
});
