import { loadGiftCatalogue } from '../features/gifts/wallet-actions.server';
import { afterRoomPost } from '../features/vlive';
import { loadRoomWelcome } from '../features/vlive/loaders.server';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/vlive-detail-fan';

/**
 * A room's part that is the viewer's own: the line greeting them and the gifts at their price with their balances.
 * A signed-in fan given the guests' render asks for this route (and the root) only (lib/fan-data.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const [welcome, catalogue] = await Promise.all([loadRoomWelcome(args), loadGiftCatalogue(args.context)]);
  return { welcome, catalogue };
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean =>
  args.formMethod === 'POST' ? afterRoomPost(args) : args.defaultShouldRevalidate;

/** Shown by the room (routes/vlive-detail.tsx), which reads this route's data. */
export default function VliveDetailFan(): null {
  return null;
}
