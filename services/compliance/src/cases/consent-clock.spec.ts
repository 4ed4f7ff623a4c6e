import { consentDeemed, isWorkingDay, moratoriumEndsOn, noticeEndsOn } from './consent-clock';

describe('the NCA consent clock', () => {
  it('counts seven working days from the day after submission, skipping weekends', () => {
    // Monday 16 November 2026: Tue 17 .. Fri 20 (4), Mon 23 .. Wed 25 (7).
    expect(noticeEndsOn('2026-11-16')).toBe('2026-11-25');
    // Friday 20 November: Mon 23 .. Fri 27 (5), Mon 30, Tue 1 December (7).
    expect(noticeEndsOn('2026-11-20')).toBe('2026-12-01');
  });

  it('skips England and Wales bank holidays (Christmas, Boxing Day substitute, New Year)', () => {
    // Wednesday 23 December 2026: Thu 24 (1); Fri 25 Christmas and Mon 28 (Boxing Day, substitute)
    // are holidays; Tue 29, Wed 30, Thu 31 (4); Fri 1 January is New Year's Day; Mon 4, Tue 5, Wed 6.
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-28')).toBe(false);
    expect(isWorkingDay('2027-01-01')).toBe(false);
    expect(noticeEndsOn('2026-12-23')).toBe('2027-01-06');
    // Easter 2027: Thu 25 March (1); Good Friday 26 and Easter Monday 29 March are holidays;
    // Tue 30, Wed 31, Thu 1, Fri 2 April (5); Mon 5, Tue 6 April (7).
    expect(noticeEndsOn('2027-03-24')).toBe('2027-04-06');
  });

  it('runs the moratorium 31 calendar days from a refusal', () => {
    expect(moratoriumEndsOn('2026-11-26')).toBe('2026-12-27');
  });

  it('deems consent only after the notice period, or after the moratorium once refused', () => {
    const notice = { noticeEndsOn: '2026-11-25', moratoriumEndsOn: null, refusedOn: null };
    expect(consentDeemed(notice, '2026-11-25')).toBe(false);
    expect(consentDeemed(notice, '2026-11-26')).toBe(true);
    const refused = { ...notice, refusedOn: '2026-11-20', moratoriumEndsOn: '2026-12-21' };
    expect(consentDeemed(refused, '2026-11-26')).toBe(false);
    expect(consentDeemed(refused, '2026-12-21')).toBe(false);
    expect(consentDeemed(refused, '2026-12-22')).toBe(true);
  });
});
