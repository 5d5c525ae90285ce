import { z } from 'zod';

const statsJson = z.record(z.string(), z.tuple([z.number(), z.number()]));

export type Stats = z.infer<typeof statsJson>;

/** A row the feed wrote that does not parse shows as no statistics rather than failing the page. */
export function parseStats(text: string): Stats {
  try {
    return statsJson.parse(JSON.parse(text));
  } catch {
    return {};
  }
}
