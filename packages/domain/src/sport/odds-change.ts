/** Direction of an odds move against the previous value; no previous value is no move. */
export type OddsChange = 'up' | 'down' | 'same';

export const oddsChange = (previous: number | undefined, current: number): OddsChange => {
  if (previous === undefined || Number.isNaN(previous) || Number.isNaN(current)) return 'same';
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'same';
};
