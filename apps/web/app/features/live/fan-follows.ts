/**
 * The signed-in fan's followed matches as the root knows them: a shared page's data is the guests', whose rows and
 * header follow nothing, so the fan's stars and alerts go by the root's follows wherever it has them.
 */

/** Whether a match is followed: by the fan's follows when known (a signed-in fan), else as its data says. */
export const followedBy = (follows: readonly number[] | null, matchId: number, followedInData: boolean): boolean =>
  follows ? follows.includes(matchId) : followedInData;

/** The root's follows, kept for the code outside React that asks (the alerts a live diff raises). */
let rootFollows: readonly number[] | null = null;

/** Set by the root whenever its follows change; null for a guest. */
export function setFanFollows(ids: readonly number[] | null): void {
  rootFollows = ids;
}

/** Whether a match is followed, for the alerts of a diff. */
export const isFollowedNow = (matchId: number, followedInData: boolean): boolean =>
  followedBy(rootFollows, matchId, followedInData);
