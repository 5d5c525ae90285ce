import { loadGiftCatalogue } from './features/gifts/wallet-actions.server';
import { loadRoomWelcome } from './features/vlive/loaders.server';
import type { FanData } from './lib/fan-data';
import type { RequestSession } from './lib/session.server';

const roomPage = /^\/vlive\/detail\/(\d{1,9})$/;

/**
 * What a shared page holds of the viewer's own beyond the root's part, asked with GET /_fan?page=<its path>: a
 * room's welcome (which announces a noble to the room) and its gifts at the fan's price. Other pages hold none.
 */
export async function pagePartsOf(page: string, session: RequestSession): Promise<Pick<FanData, 'room'>> {
  const room = roomPage.exec(page);
  if (!room) return {};
  const roomId = Number(room[1]);
  const [welcome, catalogue] = await Promise.all([loadRoomWelcome(session, roomId), loadGiftCatalogue(session)]);
  return { room: { welcome, catalogue } };
}
