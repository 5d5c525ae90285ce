/** An analysis must say something: at least this many characters, at most the second. */
export const ANALYSIS_MIN_LENGTH = 50;
export const ANALYSIS_MAX_LENGTH = 2000;

/** A tip's code (`/proposal/detail?code=`): letters and digits. */
export const TIP_CODE_PATTERN = /^[A-Za-z0-9]{6,24}$/;

/** A tip can be published until kick-off, and is frozen from then on. */
export const isPublishable = (kickoffAt: number, now: number): boolean => now < kickoffAt;
