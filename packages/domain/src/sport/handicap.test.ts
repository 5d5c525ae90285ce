import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handicapName, splitHandicap } from './handicap';

// prettier-ignore
const FOOTBALL_NAMES = [
  '平手', '平/半', '半球', '半/一',
  '一球', '一/球半', '球半', '球半/两',
  '两球', '两/两球半', '两球半', '两球半/三',
  '三球', '三/三球半', '三球半', '三球半/四',
  '四球', '四/四球半', '四球半', '四球半/五',
  '五球', '五/五球半', '五球半', '五球半/六',
  '六球', '六/六球半', '六球半', '六球半/七',
  '七球', '七/七球半', '七球半', '七球半/八',
  '八球', '八/八球半', '八球半', '八球半/九',
  '九球', '九/九球半', '九球半', '九球半/十',
  '十球',
];

describe('handicapName for football', () => {
  it('has 41 names from 0 to 10 balls', () => {
    expect(FOOTBALL_NAMES).toHaveLength(41);
  });

  it.each(FOOTBALL_NAMES.map((name, index) => [index / 4, name] as const))(
    'names %s %s',
    (line, name) => {
      expect(handicapName(line, 'football')).toBe(name);
    },
  );

  it.each(FOOTBALL_NAMES.slice(1).map((name, index) => [-(index + 1) / 4, `受${name}`] as const))(
    'names %s %s',
    (line, name) => {
      expect(handicapName(line, 'football')).toBe(name);
    },
  );

  it('names -0 平手, without 受', () => {
    expect(handicapName(-0, 'football')).toBe('平手');
  });

  it.each([10.25, -10.25, 11, 14])('rejects %s as out of range', (line) => {
    expect(() => handicapName(line, 'football')).toThrow(RangeError);
  });
});

describe('handicapName for basketball', () => {
  it.each([
    [0, '0'],
    [0.25, '0/0.5'],
    [0.5, '0.5'],
    [0.75, '0.5/1'],
    [1, '1'],
    [3.25, '3/3.5'],
    [3.5, '3.5'],
    [3.75, '3.5/4'],
    [7, '7'],
    [10.25, '10/10.5'],
    [13.75, '13.5/14'],
    [14, '14'],
  ] as const)('names %s %s', (line, name) => {
    expect(handicapName(line, 'basketball')).toBe(name);
  });

  it.each([
    [-0.25, '0/-0.5'],
    [-0.5, '-0.5'],
    [-0.75, '-0.5/-1'],
    [-3.25, '-3/-3.5'],
    [-14, '-14'],
  ] as const)('names the away side giving %s %s', (line, name) => {
    expect(handicapName(line, 'basketball')).toBe(name);
  });

  it.each([14.25, -14.25, 20])('rejects %s as out of range', (line) => {
    expect(() => handicapName(line, 'basketball')).toThrow(RangeError);
  });

  it('names every line of the table differently', () => {
    const lines = Array.from({ length: 113 }, (_, index) => (index - 56) / 4);
    const names = new Set(lines.map((line) => handicapName(line, 'basketball')));
    expect(names.size).toBe(lines.length);
  });
});

describe('handicapName input checks', () => {
  it.each([0.1, 0.3, 1.2, 2.125, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %s as not a quarter step',
    (line) => {
      expect(() => handicapName(line, 'football')).toThrow(RangeError);
      expect(() => handicapName(line, 'basketball')).toThrow(RangeError);
    },
  );
});

describe('splitHandicap', () => {
  it.each([
    [0, [0]],
    [0.5, [0.5]],
    [1, [1]],
    [-1.5, [-1.5]],
    [0.25, [0, 0.5]],
    [0.75, [0.5, 1]],
    [1.25, [1, 1.5]],
    [-0.75, [-1, -0.5]],
    [-1.25, [-1.5, -1]],
  ])('splits %s into %j', (line, parts) => {
    expect(splitHandicap(line)).toEqual(parts);
  });

  it('never yields a negative zero', () => {
    expect(Object.is(splitHandicap(-0.25)[1], 0)).toBe(true);
    expect(Object.is(splitHandicap(-0)[0], 0)).toBe(true);
  });

  it.each([0.1, 0.3, Number.NaN])('rejects %s', (line) => {
    expect(() => splitHandicap(line)).toThrow(RangeError);
  });

  it('splits into half-ball lines averaging the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: -56, max: 56 }), (steps) => {
        const line = steps / 4;
        const parts = splitHandicap(line);
        const sum = parts.reduce((total, part) => total + part, 0);
        expect(sum / parts.length).toBe(line);
        for (const part of parts) expect(Number.isInteger(part * 2)).toBe(true);
      }),
    );
  });
});
