import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_COMPANIES, asianWaters, euroOdds, withMargin } from './companies';

/** Real bookmakers, in Chinese and English: none may label model-made prices. */
const REAL_BOOKMAKERS = [
  '澳门',
  '皇冠',
  '立博',
  '威廉',
  '易胜博',
  '伟德',
  '明升',
  '平博',
  '金宝博',
  '利记',
  '韦德',
  '必发',
  '竞彩官方',
  'bet365',
  'william hill',
  'ladbrokes',
  'pinnacle',
  'sbobet',
  'macau',
  'crown',
  'interwetten',
  'bwin',
  '10bet',
];

const probability = fc.double({ min: 0.03, max: 0.9, noNaN: true });
// Below 0.85 a chance stays clear of the 1.01 floor on decimal odds.
const threeWay = fc
  .tuple(probability, probability, probability)
  .map(([a, b, c]) => [a, b, c].map((p) => p / (a + b + c)) as [number, number, number])
  .filter((p) => Math.max(...p) < 0.85);

describe('ODDS_COMPANIES', () => {
  it('has six companies with distinct ids, names, margins and sort order', () => {
    expect(ODDS_COMPANIES).toHaveLength(6);
    for (const key of ['id', 'nameZh', 'margin', 'sort'] as const) {
      expect(new Set(ODDS_COMPANIES.map((c) => c[key])).size).toBe(6);
    }
  });

  it('keeps 1X2 overrounds within 3.5–7.5 % (3–8 % after rounding) and two-way margins below them', () => {
    for (const company of ODDS_COMPANIES) {
      expect(company.margin).toBeGreaterThanOrEqual(0.035);
      expect(company.margin).toBeLessThanOrEqual(0.075);
      expect(company.asianMargin).toBeGreaterThan(0);
      expect(company.asianMargin).toBeLessThan(company.margin);
    }
  });

  it('uses no real bookmaker’s name', () => {
    for (const company of ODDS_COMPANIES) {
      for (const name of REAL_BOOKMAKERS) expect(company.nameZh.toLowerCase()).not.toContain(name);
    }
  });
});

describe('withMargin', () => {
  it('adds exactly the margin and never prices an outcome below its chance', () => {
    fc.assert(
      fc.property(
        threeWay,
        fc.double({ min: 0.01, max: 0.1, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (p, margin, shade) => {
          const implied = withMargin(p, margin, shade);
          expect(implied.reduce((sum, q) => sum + q, 0)).toBeCloseTo(1 + margin, 12);
          implied.forEach((q, i) => expect(q).toBeGreaterThanOrEqual(p[i] ?? 0));
        },
      ),
    );
  });

  it('loads more of the margin on the favourite when the shade is above 1', () => {
    const [favourite = 0, outsider = 0] = withMargin([0.7, 0.3], 0.06, 1.3);
    const [fairFavourite = 0, fairOutsider = 0] = withMargin([0.7, 0.3], 0.06, 1);
    expect(favourite).toBeGreaterThan(fairFavourite);
    expect(outsider).toBeLessThan(fairOutsider);
  });
});

describe('euroOdds', () => {
  it('keeps an overwhelming favourite at 1.01 and moves the rest of the margin to the others', () => {
    const company = ODDS_COMPANIES[5]!;
    const odds = euroOdds(company, 0.95, 0.04, 0.01);
    expect(odds[0]).toBe(1.01);
    expect(odds.reduce((sum, o) => sum + 1 / o, 0)).toBeCloseTo(1 + company.margin, 2);
  });

  it('carries the company’s margin: Σ 1/odds = 1 + margin, within the rounding to 2 decimals', () => {
    fc.assert(
      fc.property(threeWay, fc.constantFrom(...ODDS_COMPANIES), ([home, draw, away], company) => {
        const odds = euroOdds(company, home, draw, away);
        const rounding = odds.reduce((sum, o) => sum + 0.005 / (o - 0.005) ** 2, 0);
        expect(Math.abs(odds.reduce((sum, o) => sum + 1 / o, 0) - (1 + company.margin))).toBeLessThanOrEqual(rounding);
        odds.forEach((o) => expect(Math.round(o * 100)).toBeCloseTo(o * 100, 9));
      }),
    );
  });
});

describe('asianWaters', () => {
  it('quotes Hong Kong odds of 0.80–1.05 on an even chance, 0.7–1.2 near it', () => {
    for (const company of ODDS_COMPANIES) {
      for (const share of [0.45, 0.5, 0.55]) {
        const [first, second] = asianWaters(company, share);
        for (const water of [first, second]) {
          expect(water).toBeGreaterThanOrEqual(0.7);
          expect(water).toBeLessThanOrEqual(1.2);
        }
      }
      const [home, away] = asianWaters(company, 0.5);
      expect(home).toBeGreaterThanOrEqual(0.8);
      expect(home).toBeLessThanOrEqual(1.05);
      expect(home).toBe(away);
    }
  });

  it('carries the two-way margin: Σ 1/(1 + water) = 1 + margin, within rounding', () => {
    for (const company of ODDS_COMPANIES) {
      const [first, second] = asianWaters(company, 0.53);
      expect(1 / (1 + first) + 1 / (1 + second)).toBeCloseTo(1 + company.asianMargin, 2);
    }
  });

  it('pays the likelier side less', () => {
    const [likely, unlikely] = asianWaters(ODDS_COMPANIES[0]!, 0.56);
    expect(likely).toBeLessThan(unlikely);
  });
});
