/**
 * Counts work that uses the database (request handlers, timer jobs) so that shutdown can wait for it before the
 * pool ends: a client that disconnects does not stop its handler, which would otherwise run its next query on an
 * ended pool ("Cannot use a pool after calling end on the pool").
 */
export interface InFlight {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once nothing runs (or after `timeoutMs`, returning false). */
  drain(timeoutMs: number): Promise<boolean>;
  readonly count: number;
}

export function createInFlight(): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  return {
    async run(work) {
      count += 1;
      try {
        return await work();
      } finally {
        count -= 1;
        if (count === 0) {
          const ready = waiters;
          waiters = [];
          for (const w of ready) w();
        }
      }
    },
    drain(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    get count() {
      return count;
    },
  };
}
