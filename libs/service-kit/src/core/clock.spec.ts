import { ShiftedClock, SystemClock, clockFor } from './clock';

describe('the clock every date rule reads', () => {
  it('is the system time unless a test sets an instant', () => {
    // The system time set to a Sunday: the clock reads exactly what the system says.
    jest.useFakeTimers({ now: new Date('2026-11-29T11:00:00.000Z') });
    try {
      const clock = clockFor(undefined);
      expect(clock).toBeInstanceOf(SystemClock);
      expect(clock.now().toISOString()).toBe('2026-11-29T11:00:00.000Z');
    } finally {
      jest.useRealTimers();
    }
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
