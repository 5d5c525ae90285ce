/**
 * The signed-in fan's followed matches as the root knows them: a shared page's data is the guests', whose rows and
 * header follow nothing, so the fan's stars and alerts go by the root's follows wherever it has them.
 */
let rootFollows: readonly number[] | null = null;

/** Set by the root whenever its follows change (null for a guest), for the code outside React that asks. */
export const setFanFollows = (ids: readonly number[] | null): void => void (rootFollows = ids);

/** Whether a match is followed: by the fan's follows when known (a signed-in fan), else as its data says. */
export const followedBy = (matchId: number, followedInData: boolean, follows = rootFollows): boolean =>
  follows ? follows.includes(matchId) : followedInData;
