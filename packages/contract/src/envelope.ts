import { z } from 'zod';

/** Every response body is `{code, msg, data}`; `data` is null whenever `code` is not 200. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
}

export type Envelope<T> = { code: number; msg: string; data: T | null };

export const emptyData = z.object({}).strict();

/** Pages everywhere: page 1 resets, later pages append, `next` says whether another page exists. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), page: z.number().int(), next: z.boolean() });
}
