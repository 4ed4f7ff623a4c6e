import { ShiftedClock, SystemClock, clockFor } from './clock';

describe('the clock every date rule reads', () => {
  it('is the system time unless a test sets an instant', () => {
    const clock = clockFor(undefined);
    expect(clock).toBeInstanceOf(SystemClock);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('starts at FX_TEST_NOW and then advances with real time, so waits and ages still pass', async () => {
    const clock = clockFor('2026-11-25T20:40:00+00:00');
    expect(clock).toBeInstanceOf(ShiftedClock);
    const first = clock.now().getTime();
    expect(first - Date.parse('2026-11-25T20:40:00Z')).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(45);
  });
});
