import { errorResponses } from '@salonya/contracts/envelope';
import {
  healthResponseSchema,
  readyResponseSchema,
  serverTimeResponseSchema,
} from '@salonya/contracts/system';
import { formatShortDate, formatTime } from '@salonya/domain/format/date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';

const TIME_ZONE = 'Europe/Istanbul';

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
          formatted_date: formatShortDate(t),
          formatted_time: formatTime(t),
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
