/** Daily sign-in (签到): points once per Beijing day; a streak bonus may come with the activity feature. */
export const SIGN_IN_POINTS = 10;

/** One key per day, so a second sign-in the same day replays the first instead of paying again. */
export const signInKey = (day: string): string => `signin:${day}`;
