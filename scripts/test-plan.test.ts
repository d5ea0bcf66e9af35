import { describe, expect, it } from 'vitest';
import { planSteps, stepsToStart, type TestStep } from './test-plan.ts';

const step = (name: string, extra: Partial<TestStep> = {}): TestStep => ({ name, command: name, ...extra });

describe('planSteps', () => {
  it('runs the API suite on PostgreSQL only when a server is given, and the first API run always on PGlite', () => {
    const names = (url: string | undefined) => planSteps({ postgresUrl: url }).map((s) => s.name);
    expect(names(undefined)).not.toContain('api-postgres');
    const withPg = planSteps({ postgresUrl: 'postgres://x' });
    expect(withPg.find((s) => s.name === 'api-postgres')?.env).toEqual({ TEST_DATABASE_URL: 'postgres://x' });
    expect(withPg.find((s) => s.name === 'api')?.env).toEqual({ TEST_DATABASE_URL: '' });
  });

  it('lists every dependency before the step that waits for it, and keeps the whole-machine steps last', () => {
    const steps = planSteps({ postgresUrl: 'postgres://x' });
    steps.forEach((s, i) => {
      for (const dep of s.after ?? []) expect(steps.findIndex((d) => d.name === dep)).toBeLessThan(i);
    });
    expect(steps.slice(-2).map((s) => [s.name, s.exclusive])).toEqual([
      ['e2e', true],
      ['perf', true],
    ]);
  });
});

describe('stepsToStart', () => {
  const a = step('a');
  const b = step('b');
  const c = step('c');
  const build = step('build');
  const e2e = step('e2e', { after: ['build'], exclusive: true });
  const perf = step('perf', { after: ['e2e'], exclusive: true });
  const planned = [a, b, c, build, e2e, perf];
  const names = (steps: TestStep[]) => steps.map((s) => s.name);

  it.each([
    {
      case: 'fills the free slots in order',
      pending: [a, b, c],
      running: [],
      passed: [],
      slots: 2,
      want: ['a', 'b'],
    },
    { case: 'one slot left', pending: [c, build], running: [a], passed: [], slots: 2, want: ['c'] },
    { case: 'no slot left', pending: [c], running: [a, b], passed: [], slots: 2, want: [] },
    {
      case: 'an exclusive step waits for the machine to be empty',
      pending: [e2e, perf],
      running: [c],
      passed: ['build'],
      slots: 2,
      want: [],
    },
    {
      case: 'an exclusive step starts alone on an empty machine',
      pending: [e2e, perf],
      running: [],
      passed: ['build'],
      slots: 2,
      want: ['e2e'],
    },
    {
      case: 'nothing overtakes a step waiting for its dependency',
      pending: [e2e, c],
      running: [build],
      passed: [],
      slots: 2,
      want: [],
    },
    {
      case: 'nothing starts beside an exclusive step',
      pending: [c],
      running: [e2e],
      passed: [],
      slots: 2,
      want: [],
    },
  ])('$case', ({ pending, running, passed, slots, want }) => {
    expect(names(stepsToStart({ pending, running, passed: new Set(passed), planned, slots }))).toEqual(want);
  });

  it('treats a dependency left out of the run (TEST_ONLY) as met', () => {
    expect(
      names(stepsToStart({ pending: [e2e], running: [], passed: new Set(), planned: [e2e], slots: 2 })),
    ).toEqual(['e2e']);
  });
});
