/**
 * `npm test`: every check of the project, scheduled over the machine's cores (ADR 0040).
 *
 * Most steps are single-threaded (ESLint, Prettier, tsc, a vitest suite with one worker, the build), so two of them
 * run side by side on a 2-core machine; the browser suite and the performance budget use the whole machine and run
 * alone. A step's output is kept and printed whole when it ends, so logs of parallel steps never interleave. The
 * first failure stops the run (steps still running are stopped) and exits non-zero; the end prints each step's time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, createWriteStream, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { planSteps, stepsToStart, type TestStep } from './test-plan.ts';

const root = path.resolve(import.meta.dirname, '..');

function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(5432, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(false));
  });
}

function formatSeconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

interface Running {
  step: TestStep;
  child: ChildProcess;
  startedAt: number;
  logFile: string;
}

async function main(): Promise<void> {
  const postgresUrl =
    process.env.TEST_DATABASE_URL ??
    ((await postgresAnswers()) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
  const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
  const steps = planSteps({ postgresUrl }).filter((s) => !only || only.includes(s.name));
  const slots = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? Math.min(2, availableParallelism())));
  const logs = mkdtempSync(path.join(tmpdir(), 'salonya-test-'));
  const startedAt = Date.now();

  console.log(
    `Running ${steps.length} steps, ${slots} at a time: ${steps.map((s) => s.name).join(', ')}.` +
      (postgresUrl ? '' : ' No PostgreSQL on 127.0.0.1:5432: the API suite runs on PGlite only.'),
  );

  const pending = [...steps];
  const running = new Map<string, Running>();
  const finished = new Map<string, number>();
  let failed: string | undefined;

  const printLog = (run: Running, outcome: string) => {
    console.log(`\n──── ${run.step.name}: ${outcome} (${formatSeconds(Date.now() - run.startedAt)}) ────`);
    process.stdout.write(readFileSync(run.logFile, 'utf8'));
  };

  await new Promise<void>((resolveAll) => {
    const schedule = () => {
      if (failed !== undefined) {
        if (running.size === 0) resolveAll();
        return;
      }
      if (pending.length === 0 && running.size === 0) return resolveAll();
      const startable = stepsToStart({
        pending,
        running: [...running.values()].map((r) => r.step),
        passed: new Set(finished.keys()),
        planned: steps,
        slots,
      });
      if (startable.length === 0 && running.size === 0) {
        throw new Error(`The plan cannot go on: ${pending[0]!.name} waits for a step that never runs.`);
      }
      for (const step of startable) {
        pending.splice(pending.indexOf(step), 1);
        start(step);
      }
    };

    const start = (step: TestStep) => {
      const logFile = path.join(logs, `${step.name}.log`);
      const out = createWriteStream(logFile);
      console.log(`▶ ${step.name}: ${step.command}`);
      const child = spawn(step.command, {
        cwd: root,
        shell: true,
        detached: true,
        env: { ...process.env, FORCE_COLOR: '0', ...step.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.pipe(out, { end: false });
      child.stderr!.pipe(out, { end: false });
      const run: Running = { step, child, startedAt: Date.now(), logFile };
      running.set(step.name, run);
      child.once('close', (code, signal) => {
        out.end(() => {
          running.delete(step.name);
          if (failed !== undefined) {
            printLog(run, 'stopped');
          } else if (code === 0) {
            finished.set(step.name, Date.now() - run.startedAt);
            printLog(run, 'passed');
          } else {
            failed = step.name;
            printLog(run, `FAILED (${signal ?? `exit ${code}`})`);
            for (const other of running.values()) {
              if (other.child.pid) process.kill(-other.child.pid, 'SIGTERM');
            }
          }
          schedule();
        });
      });
    };

    schedule();
  });

  console.log('\nStep times:');
  for (const step of steps) {
    const ms = finished.get(step.name);
    console.log(`  ${step.name.padEnd(18)} ${ms === undefined ? '—' : formatSeconds(ms)}`);
  }
  console.log(`  ${'total'.padEnd(18)} ${formatSeconds(Date.now() - startedAt)}`);
  rmSync(logs, { recursive: true, force: true });
  if (failed !== undefined) {
    console.error(`\n${failed} failed.`);
    process.exit(1);
  }
}

await main();
