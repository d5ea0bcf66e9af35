import { screenOf } from '@salonya/domain/routing/route-table';
import { SCREEN_DESCRIPTIONS } from '../screen-descriptions';
import { useCurrentRoute } from '../use-current-route';

/**
 * The generic route module: the matched row's Turkish title and what the screen is for, inside its layout.
 * Each screen gets its own module when its feature is built (route-modules.ts).
 */
export function Component() {
  const current = useCurrentRoute();
  if (current === null) return null;
  const description = SCREEN_DESCRIPTIONS[screenOf(current.row)];
  return (
    <section aria-labelledby="screen-title" className="space-y-2">
      <h1 id="screen-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {current.row.title}
      </h1>
      {description !== undefined && <p className="max-w-2xl text-gray-600">{description}</p>}
    </section>
  );
}
