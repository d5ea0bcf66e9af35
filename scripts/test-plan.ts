/** The steps of `npm test` as data (ADR 0040): what runs, what it waits for, and what needs the machine alone. */
export interface TestStep {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Steps that must have passed before this one starts. */
  after?: string[];
  /** Uses every core (browsers, Lighthouse): runs with nothing beside it. */
  exclusive?: boolean;
}

export interface TestPlanOptions {
  /** PostgreSQL for the API suite's second run; without it the API suite runs on PGlite only. */
  postgresUrl: string | undefined;
}

/**
 * In start order. The single-threaded steps come longest first so two of them keep both cores busy until the pool
 * ends; the browser suite and the performance budget (which starts from the browser suite's seeded database copy)
 * come last.
 */
export function planSteps({ postgresUrl }: TestPlanOptions): TestStep[] {
  // Longest first (measured in CI: the PGlite API run is the longest single-threaded step), so the pool does not
  // end with one core idle behind a long step that started late.
  const steps: TestStep[] = [
    { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
    // An empty TEST_DATABASE_URL keeps this run on PGlite even when the caller's environment names a server.
    { name: 'api', command: 'npm run test:api', env: { TEST_DATABASE_URL: '' } },
  ];
  if (postgresUrl) {
    steps.push({
      name: 'api-postgres',
      command: 'npm run test:api',
      env: { TEST_DATABASE_URL: postgresUrl },
    });
  }
  steps.push(
    { name: 'web', command: 'npm run test:web' },
    { name: 'lint', command: 'npm run lint:migrations && npm run lint:eslint' },
    { name: 'typecheck-server', command: 'npm run typecheck:server' },
    { name: 'typecheck-web', command: 'npm run typecheck:web' },
    { name: 'format', command: 'npm run lint:format' },
    { name: 'unit', command: 'npm run test:unit' },
  );
  steps.push(
    { name: 'build', command: 'npm run build' },
    { name: 'e2e', command: 'npm run test -w e2e', after: ['chromium', 'build'], exclusive: true },
    { name: 'perf', command: 'npm run test:perf', after: ['e2e'], exclusive: true },
  );
  return steps;
}

export interface SchedulerState {
  /** Not started yet, in start order. */
  pending: readonly TestStep[];
  /** Names of the steps running now. */
  running: readonly TestStep[];
  /** Names of the steps that passed. */
  passed: ReadonlySet<string>;
  /** Every step of the run (a dependency outside it counts as met). */
  planned: readonly TestStep[];
  slots: number;
}

/**
 * The steps to start now, in order. Strict order: the first pending step waits for its dependencies (an exclusive
 * one for an empty machine) and nothing behind it overtakes it, so the heavy steps at the end are never starved.
 */
export function stepsToStart({ pending, running, passed, planned, slots }: SchedulerState): TestStep[] {
  const started: TestStep[] = [];
  let busy = running.length;
  let exclusiveRunning = running.some((s) => s.exclusive === true);
  for (const next of pending) {
    const depsMet = (next.after ?? []).every((d) => passed.has(d) || !planned.some((s) => s.name === d));
    const room = next.exclusive ? busy === 0 : busy < slots && !exclusiveRunning;
    if (!depsMet || !room) break;
    started.push(next);
    busy += 1;
    exclusiveRunning ||= next.exclusive === true;
  }
  return started;
}
