import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '@salonya/contracts/text-safety';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Text input is checked for control characters in one place, before any route's schema or handler sees it: a NUL
 * in a search query once made every later search answer 500 (its log write failed), and in other text fields it
 * reached PostgreSQL. Multipart fields are not parsed here; the routes that read them apply the same check.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A path with a control character names nothing that exists.
    if (controlCharacterPaths(request.params, 1).length > 0) throw AppError.notFound();
    const paths = [...controlCharacterPaths(request.query), ...controlCharacterPaths(request.body)];
    if (paths.length === 0) return;
    throw AppError.validation(Object.fromEntries(paths.map((p) => [p, [CONTROL_CHARACTER_MESSAGE]])));
  });
}
