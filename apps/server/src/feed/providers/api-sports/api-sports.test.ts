import { describe, expect, it } from 'vitest';
import { namesSamePlayer, plainName } from './identities';
import { createBackoff, createRequestBudget } from './request-budget';

describe('request budget', () => {
  it('allows perMinute requests in any 60 seconds and perDay in a UTC day', () => {
    const budget = createRequestBudget({ perMinute: 2, perDay: 3 });
    const day = Date.UTC(2026, 0, 1);
    budget.spend(day);
    budget.spend(day + 1000);
    expect(budget.canSpend(day + 59_999)).toBe(false);
    expect(budget.canSpend(day + 60_000)).toBe(true);
    budget.spend(day + 60_000);
    expect(budget.canSpend(day + 600_000)).toBe(false);
    expect(budget.canSpend(day + 86_400_000)).toBe(true);
  });

  it('spends nothing while paused, and backs off doubling to its ceiling', () => {
    const budget = createRequestBudget({ perMinute: 10, perDay: 100 });
    budget.pauseUntil(5000);
    expect([budget.canSpend(4999), budget.canSpend(5000)]).toEqual([false, true]);
    const backoff = createBackoff(5000, 15_000);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([5000, 10_000, 15_000]);
    backoff.reset();
    expect(backoff.next()).toBe(5000);
  });
});

describe('player names across sources', () => {
  it('matches an initial and surname to a full name either way, accents aside', () => {
    expect(namesSamePlayer('M. Salah', 'Mohamed Salah')).toBe(true);
    expect(namesSamePlayer('Kevin De Bruyne', 'K. De Bruyne')).toBe(true);
    expect(namesSamePlayer('I. Konaté', 'Ibrahima Konate')).toBe(true);
    expect(namesSamePlayer('A. Robertson', 'Bobby Robertson')).toBe(false);
    expect(plainName('Atlético Madrid')).toBe('atletico madrid');
  });

  it("matches API-Basketball's surname-first spelling, and not a namesake's", () => {
    expect(namesSamePlayer('James LeBron', 'LeBron James')).toBe(true);
    expect(namesSamePlayer('Curry Stephen', 'Seth Curry')).toBe(false);
  });
});
