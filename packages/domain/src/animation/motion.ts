/**
 * The ball's motion on a drawn pitch or court, shared by both sports. Coordinates run 0–100 on both axes;
 * the home side attacks towards x = 100, so a point for the away side is mirrored. Between two events the
 * data says nothing of the ball: it travels to the zone of the newest event, then wanders inside it (a guess
 * the screen labels as such).
 */
export type AnimationSide = 'home' | 'away';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A zone of play as the attacking side sees it: its centre and how far the ball wanders around it. */
export interface Zone {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** How long the ball takes to reach a new event's zone. */
export const BALL_TRAVEL_MS = 1200;

export const otherSide = (side: AnimationSide): AnimationSide => (side === 'home' ? 'away' : 'home');

/** A stable number in [0, 1) from an event's key, so one event always draws the same way. */
export function seedOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  // FNV-1a, then murmur's finaliser, so keys a character apart land far apart.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/** The zone's centre on the pitch for the attacking side (mirrored for the away side). */
export function zonePoint(zone: Zone, attacker: AnimationSide | null): Point {
  return attacker === 'away' ? { x: 100 - zone.x, y: 100 - zone.y } : { x: zone.x, y: zone.y };
}

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Where the ball is `elapsedMs` after an event: on its way from `from`, then wandering around `to`. */
export function ballPosition(from: Point, to: Point, radius: number, elapsedMs: number, seed: number): Point {
  const t = clamp(elapsedMs / BALL_TRAVEL_MS, 0, 1);
  const eased = easeInOut(t);
  // Two slow sines of different periods, phased by the event, keep the ball moving without jumping.
  const phase = seed * Math.PI * 2;
  const seconds = elapsedMs / 1000;
  const wander = radius * t;
  return {
    x: clamp(from.x + (to.x - from.x) * eased + wander * Math.sin(seconds * 0.9 + phase), 1, 99),
    y: clamp(from.y + (to.y - from.y) * eased + wander * Math.cos(seconds * 0.7 + phase * 1.7), 2, 98),
  };
}
