import { z } from 'zod';
import { successEnvelope } from './envelope';

export const serverTimeSchema = z.object({
  server_time: z.string(),
  formatted_date: z.string(),
  formatted_time: z.string(),
  timezone: z.string(),
});
export type ServerTime = z.infer<typeof serverTimeSchema>;

export const serverTimeResponseSchema = successEnvelope(serverTimeSchema);
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;

/** GET /health: the process answers. */
export const healthResponseSchema = successEnvelope(z.object({ status: z.literal('ok') }));
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /ready: the database answers too. */
export const readyResponseSchema = successEnvelope(
  z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
);
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
