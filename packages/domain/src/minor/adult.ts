/**
 * Money rules (docs/decisions/0064-minor-mode-and-money-rules.md): only a certified adult (18 or older on the day, by
 * the ID number's birth date) pays.
 */
import { localDayOf } from '../time/local-time';

export const ADULT_AGE = 18;

/** 11010519491231002X → 1949-12-31 (the ID number is checked elsewhere). */
export const birthDateOfIdNumber = (idNumber: string): string =>
  `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;

/** Age in whole years on the Beijing day of `now`; a birthday counts from its own morning. */
export function ageOn(birthDate: string, now: number): number {
  const today = localDayOf(now);
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export const isAdultOn = (birthDate: string | null, now: number): boolean =>
  birthDate !== null && ageOn(birthDate, now) >= ADULT_AGE;
