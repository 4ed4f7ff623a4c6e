import type { Office, WeeklyHours } from '@fx/contracts';
import { collectionOffices, hoursLines, officeWeek } from './branch-week';

const nineToSix = { opens: '09:00', closes: '18:00' };
const office = (days: string, collectionPoint = false): Office => ({
  id: days.toLowerCase().replace(/[^a-z]+/g, '-'),
  name: days,
  address: '1 High Street',
  phone: '020 7946 0000',
  hours: [{ days, ...nineToSix }],
  collectionPoint,
});

describe("a branch's week", () => {
  it('lists days in a row with the same hours as one line, and leaves closed days out', () => {
    const weekly: WeeklyHours = {
      mon: nineToSix,
      tue: nineToSix,
      wed: { opens: '09:00', closes: '13:00' },
      thu: nineToSix,
      fri: nineToSix,
      sat: null,
      sun: nineToSix,
    };
    expect(hoursLines(weekly)).toEqual([
      { days: 'Monday to Tuesday', ...nineToSix },
      { days: 'Wednesday', opens: '09:00', closes: '13:00' },
      { days: 'Thursday to Friday', ...nineToSix },
      { days: 'Sunday', ...nineToSix },
    ]);
  });

  it("reads an office's opening-hours lines into its week, the first line naming a day winning", () => {
    const both = {
      ...office('Monday to Saturday'),
      hours: [
        { days: 'Mon-Fri', ...nineToSix },
        { days: 'Friday and Saturday', opens: '10:00', closes: '16:00' },
      ],
    };
    expect(officeWeek(both)).toEqual({
      mon: nineToSix,
      tue: nineToSix,
      wed: nineToSix,
      thu: nineToSix,
      fri: nineToSix,
      sat: { opens: '10:00', closes: '16:00' },
      sun: null,
    });
  });

  it('refuses opening days it cannot read, naming SITE_OFFICES and the text', () => {
    expect(() => officeWeek(office('Bank holidays'))).toThrow(
      'SITE_OFFICES: cannot tell which days "Bank holidays" means (office bank-holidays)',
    );
  });

  it('collects from the offices marked as collection points, else from the first office', () => {
    const [main, quay, harbour] = [
      office('Sunday'),
      office('Weekdays', true),
      office('Weekends', true),
    ];
    expect(collectionOffices([main, quay, harbour]).map((each) => each.id)).toEqual([
      'weekdays',
      'weekends',
    ]);
    expect(collectionOffices([main, office('Daily')])).toEqual([main]);
  });
});
