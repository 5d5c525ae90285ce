import { Code, codeName } from './codes';

/**
 * What the app shell does with an API answer (spec §8): a known non-success code raises an exception event
 * (its message as a toast, the code itself never shown); the no-token code asks the fan to log in and logs
 * them out; HTTP 400 sends the fan home. Codes outside the catalogue are ignored, and 20001 only hides the
 * match video, which its caller does.
 */
export type ApiException = 'toast' | 'login' | 'home';

export function apiExceptionOf(code: number, httpStatus = 200): ApiException | null {
  if (httpStatus === 400 || code === Code.validationFailed) return 'home';
  if (code === Code.ok || code === Code.videoUnavailable || codeName(code) === undefined) return null;
  return code === Code.noToken ? 'login' : 'toast';
}

/**
 * A failed user-info fetch ends the session (spec §4), unless the API could not answer for itself
 * (unreachable, a fault, not ready): an outage must not log every fan out.
 */
export function userInfoFailureClearsAuth(code: number): boolean {
  return code !== Code.ok && code !== Code.internalError && code !== Code.notReady;
}
