/** An analysis must say something: at least this many characters, at most the second. */
export const ANALYSIS_MIN_LENGTH = 50;
export const ANALYSIS_MAX_LENGTH = 2000;

/** A tip's code (`/proposal/detail?code=`): letters and digits. */
export const TIP_CODE_PATTERN = /^[A-Za-z0-9]{6,24}$/;

/** A tip can be published until kick-off, and is frozen from then on. */
export const isPublishable = (kickoffAt: number, now: number): boolean => now < kickoffAt;

/**
 * The author's share of a priced tip's sale: 70 % of the price, in whole 球币 rounded down, credited to the
 * author's wallet in the purchase's own ledger operation; the platform keeps the rest (and all of a
 * 模拟专家's price: the platform runs them). A voided tip refunds its buyers in full from the platform's
 * side: the author keeps the share already credited.
 */
export const AUTHOR_SHARE = 0.7;

export const authorShareOf = (price: number): number => Math.floor(price * AUTHOR_SHARE);
