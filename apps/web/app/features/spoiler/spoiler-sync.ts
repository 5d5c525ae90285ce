import { readSpoilerSettings, type SpoilerSettings } from '@kanqiu/domain';

/** A signed-in fan's settings go to the API too (every device of theirs hides the same scores). */
export async function pushSpoilerSettings(settings: SpoilerSettings): Promise<void> {
  await fetch('/user/spoiler', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  }).catch(() => undefined);
}

/** The settings the API holds for the signed-in fan, or null when it could not say. */
export async function pullSpoilerSettings(): Promise<SpoilerSettings | null> {
  try {
    const response = await fetch('/user/spoiler', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return readSpoilerSettings(await response.json());
  } catch {
    return null;
  }
}
