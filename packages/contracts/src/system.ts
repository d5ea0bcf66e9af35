import { z } from 'zod';

export const serverTimeSchema = z.object({
  server_time: z.string(),
  formatted_date: z.string(),
  formatted_time: z.string(),
  timezone: z.string(),
});
export type ServerTime = z.infer<typeof serverTimeSchema>;
