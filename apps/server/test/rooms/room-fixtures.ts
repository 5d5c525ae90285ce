import { myRoom, userInfo } from '@kanqiu/contract';
import pino from 'pino';
import { relinkDemoRooms, startDemoRooms } from '../../src/modules/rooms/demo-rooms';
import { dataOf, get, post, registerUser, type TestUser } from '../support/api';
import type { TestServer } from '../support/test-server';

/** The demo rooms' relink, as its timer runs it, on the test server's clocks. */
export function relinkNow(server: TestServer): Promise<void> {
  const clock = () => server.clock.now;
  return relinkDemoRooms({
    db: server.database.db,
    media: server.media,
    clock,
    sportsClock: clock,
    cache: server.readCache,
  });
}

/** The demo rooms' start-up sync, as the module runs it at register. */
export async function syncDemoRooms(server: TestServer): Promise<void> {
  const clock = () => server.clock.now;
  const deps = { db: server.database.db, media: server.media, clock, sportsClock: clock, cache: server.readCache };
  const stop = await startDemoRooms({ ...deps, logger: pino({ level: 'silent' }) });
  stop();
}

let idCounter = 0;

/** A registered and real-name certified user with its id. */
export async function certifiedUser(server: TestServer): Promise<TestUser & { id: number }> {
  const user = await registerUser(server);
  const id = dataOf(await get(server, '/user/center/info', { token: user.token }), userInfo).id;
  // Real-name checks belong to the user module; its own tests cover them, here a certified user is a row.
  idCounter += 1;
  await server.database.db
    .insertInto('real_names')
    .values({
      user_id: id,
      real_name_masked: '张*',
      id_number_masked: '1101**********0000',
      id_number_hash: `fixture-${id}-${idCounter}`,
      certified_at: server.clock.now,
      birth_date: '1990-01-01',
    })
    .execute();
  return { ...user, id };
}

export async function openRoom(server: TestServer, token: string, body: Record<string, unknown>) {
  return dataOf(await post(server, '/vlive/my/room', body, { token }), myRoom);
}

export function setRoom(
  server: TestServer,
  streamName: string,
  values: { live: number; viewer_count?: number; ended_at?: number },
) {
  return server.database.db.updateTable('rooms').set(values).where('stream_name', '=', streamName).execute();
}
