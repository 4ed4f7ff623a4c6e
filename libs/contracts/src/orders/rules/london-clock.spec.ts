import {
  londonClockTime,
  londonIsoDate,
  londonOffsetPeriod,
  londonWallClock,
  rememberLondonOffsetPeriod,
} from './london-clock';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-03-29 02:00", as Intl reads London's clock. */
function byIntl(at: number): string {
  const part: Record<string, string> = {};
  for (const { type, value } of intl.formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

function byArithmetic(at: number): string {
  const clock = londonWallClock(at);
  return `${londonIsoDate(clock)} ${londonClockTime(clock)}`;
}

describe("London's wall clock", () => {
  it('reads as Intl every quarter of an hour through both clock changes of 2026', () => {
    for (const around of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      const middle = Date.parse(around);
      for (let at = middle - 6 * 3_600_000; at <= middle + 6 * 3_600_000; at += 900_000) {
        expect(byArithmetic(at)).toBe(byIntl(at));
      }
    }
  });

  it('reads as Intl on days spread over ten years, seconds included', () => {
    for (let at = Date.parse('2020-01-01T00:00:00Z'); at < Date.parse('2030-01-01');) {
      expect(byArithmetic(at)).toBe(byIntl(at));
      at += 3 * 86_400_000 + 3_599_999;
    }
  });

  it('knows a period from one clock change to the next, to the minute', () => {
    const summer = londonOffsetPeriod(Date.parse('2026-07-01T12:00:00Z'));
    expect(summer).toEqual({
      offsetMinutes: 60,
      from: Date.parse('2026-03-29T01:00:00Z'),
      until: Date.parse('2026-10-25T01:00:00Z'),
    });
    const winter = londonOffsetPeriod(Date.parse('2026-11-26T20:00:00Z'));
    expect(winter).toEqual({
      offsetMinutes: 0,
      from: Date.parse('2026-10-25T01:00:00Z'),
      until: Date.parse('2027-03-28T01:00:00Z'),
    });
  });

  it('answers from a period the server gave, without asking Intl', () => {
    // A period no real rule would give, so that the answer can only have come from it.
    rememberLondonOffsetPeriod({
      offsetMinutes: 30,
      from: Date.parse('2040-01-01T00:00:00Z'),
      until: Date.parse('2040-01-02T00:00:00Z'),
    });
    expect(byArithmetic(Date.parse('2040-01-01T10:00:00Z'))).toBe('2040-01-01 10:30');
  });

  it('ignores a period that makes no sense', () => {
    rememberLondonOffsetPeriod({ offsetMinutes: Number.NaN, from: 0, until: 1 });
    rememberLondonOffsetPeriod({ offsetMinutes: 0, from: 5, until: 5 });
    expect(byArithmetic(Date.parse('1970-01-01T00:00:00Z'))).toBe(byIntl(0));
  });
});
