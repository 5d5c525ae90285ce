import { SIGN_IN_POINTS } from '../wallet';
import { PRIZE_WEIGHT_TOTAL } from './fair-draw';

/** The activity's operating config is asked for with platform 4 and channel 4 (spec §9). */
export const ACTIVITY_PLATFORM = 4;
export const ACTIVITY_CHANNEL = 4;

/** Guessing stakes in points, per guess, and how many guesses a fan may place on one match. */
export const GUESS_MIN_STAKE = 10;
export const GUESS_MAX_STAKE = 500;
export const GUESSES_PER_MATCH = 3;

/** One draw of the wheel costs this many points. */
export const DRAW_COST_POINTS = 20;

/** The points added to the daily sign-in on the n-th consecutive day (the 7th and every later day: the last). */
export const STREAK_BONUS: readonly number[] = [0, 2, 4, 6, 8, 10, 20];

export const streakBonus = (streak: number): number =>
  STREAK_BONUS[Math.min(Math.max(streak, 1), STREAK_BONUS.length) - 1] ?? 0;

/** What a day's sign-in pays in all: the base points and the streak bonus. */
export const signInTotal = (streak: number): number => SIGN_IN_POINTS + streakBonus(streak);

/** The day after a Beijing calendar day (YYYY-MM-DD). */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The streak after signing in on `today`: one more if the last sign-in was yesterday, else a new streak of 1. */
export const streakAfter = (lastDay: string | null, streak: number, today: string): number =>
  lastDay !== null && nextDay(lastDay) === today ? streak + 1 : 1;

/**
 * What a slot gives. Never coins (球币): a draw is paid with points earned in the product, and a coin prize would
 * exchange points for what is otherwise bought (docs/decisions/0070-wheel-gives-points-never-coins.md).
 */
export const prizeKinds = ['goods', 'point', 'none'] as const;
export type PrizeKind = (typeof prizeKinds)[number];

/** A slot of the wheel: `amount` is the points credited; goods have a limited stock and are shipped. */
export type PrizeSlot = {
  id: string;
  name: string;
  kind: PrizeKind;
  amount: number;
  weight: number;
  stock: number | null;
};

/** The wheel's eight slots in drawing order; weights in ten-thousandths (`PRIZE_WEIGHT_TOTAL`). */
export const PRIZE_TABLE: readonly PrizeSlot[] = [
  { id: 'jersey', name: '主队签名球衣', kind: 'goods', amount: 0, weight: 20, stock: 5 },
  { id: 'ball', name: '比赛用球', kind: 'goods', amount: 0, weight: 80, stock: 20 },
  { id: 'scarf', name: '球迷围巾', kind: 'goods', amount: 0, weight: 300, stock: 100 },
  { id: 'point200', name: '200 积分', kind: 'point', amount: 200, weight: 300, stock: null },
  { id: 'point50', name: '50 积分', kind: 'point', amount: 50, weight: 1300, stock: null },
  { id: 'point100', name: '100 积分', kind: 'point', amount: 100, weight: 500, stock: null },
  { id: 'point30', name: '30 积分', kind: 'point', amount: 30, weight: 2500, stock: null },
  { id: 'thanks', name: '谢谢参与', kind: 'none', amount: 0, weight: 5000, stock: null },
];

/** The slot a sold-out prize's winner receives instead, so stock never goes below zero. */
export const CONSOLATION_PRIZE_ID = 'thanks';

/** A weight as the percentage the prize table shows (20 → "0.20%"). */
export const probabilityText = (weight: number): string => `${((weight * 100) / PRIZE_WEIGHT_TOTAL).toFixed(2)}%`;

/** A campaign runs for one Beijing calendar month: its first and last day, and its title. */
export function campaignOf(day: string): { id: string; title: string; firstDay: string; lastDay: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthText = String(month).padStart(2, '0');
  return {
    id: `${year}-${monthText}`,
    title: `${month}月看球嘉年华`,
    firstDay: `${year}-${monthText}-01`,
    lastDay: `${year}-${monthText}-${String(last).padStart(2, '0')}`,
  };
}

/** The Monday that starts the Beijing week of a day (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}
