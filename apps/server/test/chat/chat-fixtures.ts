import { chatToken } from '@kanqiu/contract';
import { expect } from 'vitest';
import { dataOf, post, type TestUser } from '../support/api';
import { openHubClient, type HubClient } from '../support/hub-client';
import type { TestServer } from '../support/test-server';
import { walletUser } from '../wallet/wallet-fixtures';

export type Fan = TestUser & { id: number };

/** A registered fan with their id. */
export const fan = (server: TestServer): Promise<Fan> => walletUser(server);

export const send = (server: TestServer, token: string, body: Record<string, unknown>) =>
  post(server, '/chat/msg', body, { token });

/** Subscribes to a group's channel with a token of /chat/getToken and returns the socket. */
export async function listen(server: TestServer, group: string, token?: string): Promise<HubClient> {
  const issued = dataOf(await post(server, `/chat/getToken?group=${group}`, {}, token ? { token } : {}), chatToken);
  const client = await openHubClient(server);
  client.send({ op: 'subscribe', topics: [issued.channel], token: issued.token });
  const subscribed = await client.next('subscribed');
  expect(subscribed.topics).toEqual([issued.channel]);
  return client;
}
