import { afterEach, describe, expect, it } from 'vitest';
import {
  HEARD_STANDING_MS,
  forgetHeardStandings,
  hearStanding,
  standingOf,
} from './heard-standings';

const ORDER = 'b5d0c5a2-6c8e-4c1e-9a8a-0c6f2c1d9e11';

describe('a standing heard on the staff stream, ahead of the orders service', () => {
  afterEach(() => forgetHeardStandings());

  it('shows the heard standing while the service still serves the old one', () => {
    hearStanding(ORDER, 'clear', 1000);
    expect(standingOf(ORDER, 'pending', 2000)).toBe('clear');
    expect(standingOf(ORDER, 'pending', 5000)).toBe('clear');
    expect(standingOf('another-order', 'pending', 2000)).toBe('pending');
  });

  it('trusts the service again once it says the same', () => {
    hearStanding(ORDER, 'held', 1000);
    expect(standingOf(ORDER, 'held', 2000)).toBe('held');
    // Cleared later by an officer, the event missed: the service's word stands.
    expect(standingOf(ORDER, 'clear', 3000)).toBe('clear');
  });

  it('trusts the service again after a while, so a missed later event cannot stick', () => {
    hearStanding(ORDER, 'held', 1000);
    expect(standingOf(ORDER, 'clear', 1000 + HEARD_STANDING_MS - 1)).toBe('held');
    expect(standingOf(ORDER, 'clear', 1000 + HEARD_STANDING_MS)).toBe('clear');
    expect(standingOf(ORDER, 'pending', 1000 + HEARD_STANDING_MS + 1)).toBe('pending');
  });
});
