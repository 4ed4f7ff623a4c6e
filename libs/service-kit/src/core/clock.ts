/**
 * What time it is, for every rule that depends on the date (collection days, "today", ages and
 * windows that are business facts). A service reads the date only through it, so a test can set
 * the instant (FX_TEST_NOW) and the service and the test agree on the day. Timers and caches of the
 * infrastructure (TTLs, uptime, the outbox relay's ages) keep Date.now().
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's time: the clock in production. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * Reads `start` when made and then advances with real time, so timeouts and ages still pass as
 * they would: the clock of a service started with FX_TEST_NOW.
 */
export class ShiftedClock extends Clock {
  private readonly offsetMs: number;

  constructor(start: Date) {
    super();
    this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** The clock of a service: shifted to FX_TEST_NOW when a test set it, else the system's. */
export function clockFor(testNow: string | undefined): Clock {
  return testNow ? new ShiftedClock(new Date(testNow)) : new SystemClock();
}
