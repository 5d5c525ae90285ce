/**
 * The shape of the 防剧透 settings and their default (everything shown), apart from the rules in
 * spoiler.ts so the web's shell can name the default without carrying the rules
 * (docs/decisions/0048-first-screen-javascript-within-budget.md).
 */
export const spoilerModes = ['off', 'chosen', 'all'] as const;
export type SpoilerMode = (typeof spoilerModes)[number];

export type SpoilerSettings = { mode: SpoilerMode; matchIds: number[]; delaySeconds: number };

export const defaultSpoilerSettings: SpoilerSettings = { mode: 'off', matchIds: [], delaySeconds: 0 };
