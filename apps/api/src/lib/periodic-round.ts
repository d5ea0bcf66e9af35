/**
 * The loop the background workers share (appointment reminders, review reminders, owner digests): a round every
 * `pollMs`, never two at once, its errors reported until the worker stops; stop() waits for the round in flight.
 * A round reads `stopped` between batches so a shutdown does not wait for a whole backlog.
 */
export interface PeriodicRound {
  readonly stopped: boolean;
  start(pollMs: number): void;
  stop(): Promise<void>;
}

export function periodicRound(round: () => Promise<unknown>, onError: (err: unknown) => void): PeriodicRound {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  function tick(): void {
    if (running || stopped) return;
    running = round()
      .catch((err: unknown) => {
        if (!stopped) onError(err);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    get stopped() {
      return stopped;
    },
    start(pollMs) {
      if (timer || stopped) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}
