import { errorResponses } from '@salonya/contracts/envelope';
import {
  healthResponseSchema,
  readyResponseSchema,
  serverTimeResponseSchema,
} from '@salonya/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';

const TIME_ZONE = 'Europe/Istanbul';
const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; now?: () => number }> = async (
  app,
  opts,
) => {
  const now = opts.now ?? Date.now;

  app.get(
    '/system/time',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: serverTimeResponseSchema, ...errorResponses } },
    },
    async () => {
      const t = new Date(now());
      return {
        success: true as const,
        data: {
          server_time: t.toISOString(),
          formatted_date: dateFormat.format(t),
          formatted_time: timeFormat.format(t),
          timezone: TIME_ZONE,
        },
      };
    },
  );

  app.get(
    '/health',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: healthResponseSchema, ...errorResponses } },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  app.get(
    '/ready',
    {
      config: { policy: policy.public() },
      schema: { response: { 200: readyResponseSchema, ...errorResponses } },
    },
    async () => {
      try {
        await opts.database.ping();
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Veritabanına ulaşılamıyor.');
      }
      return { success: true as const, data: { status: 'ready' as const, database: opts.database.kind } };
    },
  );
};
