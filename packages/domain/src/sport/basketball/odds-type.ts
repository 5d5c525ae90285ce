/** The basketball odds-type switch (spec §5). */
export const BasketballOddsType = {
  asianHandicap: 1,
  european: 2,
  overUnder: 3,
} as const;

export type BasketballOddsTypeCode = (typeof BasketballOddsType)[keyof typeof BasketballOddsType];

const CODES: readonly number[] = Object.values(BasketballOddsType);

const isOddsTypeCode = (value: number): value is BasketballOddsTypeCode => CODES.includes(value);

const toCode = (value: unknown): number => {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d$/.test(value) ? Number(value) : Number.NaN;
};

/** Accepts the code as a number or as the digit of a query string; null rejects. */
export const parseBasketballOddsType = (value: unknown): BasketballOddsTypeCode | null => {
  const code = toCode(value);
  return isOddsTypeCode(code) ? code : null;
};
