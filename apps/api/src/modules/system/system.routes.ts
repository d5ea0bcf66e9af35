import { formatShortDate, formatTime } from '@salonya/domain/format/date';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';

const TIME_ZONE = 'Europe/Istanbul';

export const systemRoutes: FastifyPluginAsync<{ database: Database; now?: () => number }> = async (
  app,
  opts,
) => {
  const now = opts.now ?? Date.now;

  app.get('/system/time', { config: { policy: policy.public() } }, async () => {
    const t = new Date(now());
    return {
      success: true,
      data: {
        server_time: t.toISOString(),
        formatted_date: formatShortDate(t),
        formatted_time: formatTime(t),
        timezone: TIME_ZONE,
      },
    };
  });

  app.get('/health', { config: { policy: policy.public() } }, async () => ({
    success: true,
    data: { status: 'ok' },
  }));

  app.get('/ready', { config: { policy: policy.public() } }, async () => {
    try {
      await opts.database.ping();
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Veritabanına ulaşılamıyor.');
    }
    return { success: true, data: { status: 'ready', database: opts.database.kind } };
  });
};
