// Work no request triggers, run by every process on a timer (the payment jobs, the cancellation of
// unconfirmed cash-on-delivery orders): one pass at start, then one every `intervalMs` after the last
// ended. The state each pass acts on lives in the database and is claimed with row locks, so processes
// sharing a database split the work and a restart loses nothing (docs/decisions/0009-payments.md).

export interface PeriodicJob {
  /** One pass now (tests, and the first pass at start); waits for a pass under way first. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/** Starts `pass` now and every `intervalMs` after; a pass that throws is logged and the next one runs. */
export function startPeriodicJob(
  pass: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const guarded = async () => {
    try {
      await pass();
    } catch (error) {
      // A database outage: the next pass tries again.
      onError(error);
    }
  };
  const runOnce = () => {
    running = running.then(guarded);
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(schedule), intervalMs);
    // The timer alone must not keep a process alive that is otherwise done.
    timer.unref();
  };
  void runOnce().then(schedule);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
