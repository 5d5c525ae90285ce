import type { Migration } from '../../../platform/db/migration';

/** The wheel's coin slots and what becomes of them (the operator's weight is kept). */
const coinSlots = [
  { from: 'coin100', to: { id: 'point200', name: '200 积分', kind: 'point', amount: 200 } },
  { from: 'coin10', to: { id: 'point50', name: '50 积分', kind: 'point', amount: 50 } },
];

/**
 * The wheel gives points, never coins (docs/decisions/0070-wheel-gives-points-never-coins.md): its two coin slots
 * become points slots, and the draws that landed on them follow under the new ids (the ledger keeps what those draws
 * credited).
 */
export const wheelPointsOnly: Migration = {
  name: '0076_wheel_points_only',
  async up(db) {
    for (const { from, to } of coinSlots) {
      await db.updateTable('lottery_prizes').set(to).where('id', '=', from).execute();
      await db.updateTable('lottery_draws').set({ slot_id: to.id }).where('slot_id', '=', from).execute();
      await db.updateTable('lottery_draws').set({ prize_id: to.id }).where('prize_id', '=', from).execute();
    }
  },
};
