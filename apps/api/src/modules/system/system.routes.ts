import type { FastifyPluginAsync } from 'fastify';
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
        formatted_date: dateFormat.format(t),
        formatted_time: timeFormat.format(t),
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
