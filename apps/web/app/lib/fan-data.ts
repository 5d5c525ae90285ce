import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Whether the revalidation in flight is a signed-in fan's one ask for their own data on a shared page. */
let askingForFanData = false;

/**
 * A signed-in fan given the guests' render of a shared page (`page-cache.server.ts`) asks once for their own data:
 * the root's (the fan, their follows) and that of every route whose answer differs by viewer. A route that is the
 * same for every viewer says so with `sameForEveryViewer` and is not asked again, so the request stays small.
 */
export function askForFanData(revalidate: () => Promise<void>): void {
  askingForFanData = true;
  void revalidate().finally(() => (askingForFanData = false));
}

/** `shouldRevalidate` of a shared page whose data is the guests' for every viewer (a fan's stars come from the root). */
export const sameForEveryViewer = ({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  !askingForFanData && defaultShouldRevalidate;
