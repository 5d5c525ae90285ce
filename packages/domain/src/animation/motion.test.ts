import { describe, expect, it } from 'vitest';
import { BALL_TRAVEL_MS, ballPosition, seedOf, zonePoint } from './motion';

describe('ball motion', () => {
  const from = { x: 50, y: 50 };
  const to = { x: 90, y: 30 };

  it('starts where the ball was and reaches the zone after the travel time', () => {
    expect(ballPosition(from, to, 0, 0, 0.3)).toEqual(from);
    expect(ballPosition(from, to, 0, BALL_TRAVEL_MS, 0.3)).toEqual(to);
    const half = ballPosition(from, to, 0, BALL_TRAVEL_MS / 2, 0.3);
    expect(half.x).toBeCloseTo(70);
    expect(half.y).toBeCloseTo(40);
  });

  it('then wanders inside the zone’s radius, moving smoothly', () => {
    const points = [2000, 4000, 6000, 8000].map((ms) => ballPosition(from, to, 6, ms, 0.7));
    for (const point of points) expect(Math.hypot(point.x - to.x, point.y - to.y)).toBeLessThanOrEqual(6 * Math.SQRT2);
    expect(new Set(points.map((p) => p.x.toFixed(2))).size).toBe(4);
    const a = ballPosition(from, to, 6, 5000, 0.7);
    const b = ballPosition(from, to, 6, 5016, 0.7);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(0.2);
  });

  it('stays on the pitch', () => {
    const edge = ballPosition(from, { x: 99, y: 97 }, 10, 9000, 0.1);
    expect(edge.x).toBeLessThanOrEqual(99);
    expect(edge.y).toBeLessThanOrEqual(98);
  });

  it('mirrors a zone for the away side and seeds by key', () => {
    expect(zonePoint({ x: 80, y: 30, radius: 5 }, 'away')).toEqual({ x: 20, y: 70 });
    expect(zonePoint({ x: 80, y: 30, radius: 5 }, null)).toEqual({ x: 80, y: 30 });
    expect(seedOf('k')).toBe(seedOf('k'));
    expect(seedOf('k')).toBeGreaterThanOrEqual(0);
    expect(seedOf('k')).toBeLessThan(1);
  });
});
