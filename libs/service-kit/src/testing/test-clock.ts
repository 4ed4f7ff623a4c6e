import { Clock, clockFor } from '../core/clock';

/** A clock that reads the instant it is given until moved: for unit tests. */
export class FixedClock extends Clock {
  private at: number;

  constructor(at: Date | string) {
    super();
    this.at = new Date(at).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

let shared: Clock | undefined;

/**
 * The test's own clock: FX_TEST_NOW's instant when the run set one (then advancing with real
 * time), else the system's. The services a test starts get its reading (testNowEnv), so the days a
 * test expects and the days a service offers are seen from the same instant.
 */
export function testClock(): Clock {
  shared ??= clockFor(process.env.FX_TEST_NOW || undefined);
  return shared;
}

/**
 * FX_TEST_NOW for a service the test starts, when the run set an instant: the test clock's reading
 * now, so the service's clock starts where the test's is and both advance together.
 */
export function testNowEnv(): Record<string, string> {
  return process.env.FX_TEST_NOW ? { FX_TEST_NOW: testClock().now().toISOString() } : {};
}
