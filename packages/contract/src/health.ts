import { z } from 'zod';

const componentStatus = z.enum(['ok', 'down', 'disabled']);

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), status: componentStatus }),
  redis: z.object({ status: componentStatus }),
  feed: z.object({ status: z.enum(['off', 'starting', 'ready']) }),
  uptimeSec: z.number(),
});
