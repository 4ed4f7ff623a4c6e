// Sanctions list files in the UK Sanctions List's CSV format, for the tests' own lists (fictional
// names), and a local HTTP server to download them from.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { londonNow } from '@fx/contracts';
import { testClock } from '@fx/service-kit/testing';

const HEADER = [
  'Last Updated',
  'Unique ID',
  'OFSI Group ID',
  'UN Reference Number',
  'Name 6',
  'Name 1',
  'Name 2',
  'Name 3',
  'Name 4',
  'Name 5',
  'Name type',
  'Alias strength',
  'Title',
  'Name non-latin script',
  'Non-latin script type',
  'Non-latin script language',
  'Regime Name',
  'Designation Type',
  'Designation source',
  'Sanctions Imposed',
  'Other Information',
  'UK Statement of Reasons',
  'Address Line 1',
  'Address Line 2',
  'Address Line 3',
  'Address Line 4',
  'Address Line 5',
  'Address Line 6',
  'Address Postal Code',
  'Address Country',
  'Phone number',
  'Website',
  'Email address',
  'Date Designated',
  'D.O.B',
  'Nationality(/ies)',
  'National Identifier number',
  'National Identifier additional information',
  'Passport number',
  'Passport additional information',
  'Position',
  'Gender',
  'Town of birth',
  'Country of birth',
  'Type of entity',
  'Individual, Entity, Ship',
];

export interface ListedPerson {
  id: string;
  /** Primary name first, then aliases: "First Last" (the last word is Name 6). */
  names: string[];
  /** dd/mm/yyyy */
  dob?: string;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The London day `daysAgo` days before the test clock's today, as YYYY-MM-DD. */
export function londonDayAgo(daysAgo: number): string {
  const today = londonNow(testClock().now()).date;
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** A UK Sanctions List CSV of these people, its report date `daysOld` days before today. */
export function ukListCsv(people: ListedPerson[], daysOld = 0): string {
  const [year, month, day] = londonDayAgo(daysOld).split('-');
  const lines = [
    `Report Date: ${day}-${MONTHS[Number(month) - 1]}-${year}`,
    HEADER.map(cell).join(','),
  ];
  for (const person of people) {
    person.names.forEach((name, index) => {
      const words = name.split(' ');
      const row: Record<string, string> = {
        'Last Updated': '01/01/2026',
        'Unique ID': person.id,
        'Name 6': words.at(-1)!,
        'Name 1': words.slice(0, -1).join(' '),
        'Name type': index === 0 ? 'Primary Name' : 'Alias',
        'Regime Name': 'Test Regime',
        'Other Information': 'FICTIONAL TEST ENTRY - not a designated person',
        'D.O.B': person.dob ?? '',
        'Individual, Entity, Ship': 'Individual',
      };
      lines.push(HEADER.map((column) => cell(row[column] ?? '')).join(','));
    });
  }
  return `${lines.join('\n')}\n`;
}

/** `count` fictional people with made-up names, each its own (no real designated person). */
export function fictionalPeople(count: number, prefix = 'T'): ListedPerson[] {
  const spell = (index: number, syllables: string[]) => {
    const word = String(index)
      .padStart(3, '0')
      .split('')
      .map((digit) => syllables[Number(digit)])
      .join('');
    return `${word[0]!.toUpperCase()}${word.slice(1)}`;
  };
  const first = ['zor', 'qua', 'vex', 'tru', 'bix', 'nok', 'pla', 'dun', 'gre', 'yll'];
  const last = ['xam', 'oph', 'ulk', 'ebr', 'iqz', 'awn', 'ozt', 'ekk', 'yrv', 'uhm'];
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${String(index).padStart(4, '0')}`,
    names: [`${spell(index, first)} ${spell(index, last)}`],
  }));
}

/** A local HTTP server answering every GET with `body()` (status `status()`). */
export async function listServer(body: () => string, status: () => number = () => 200) {
  const server = createServer((_request, response) => {
    response.writeHead(status(), { 'content-type': 'text/csv' });
    response.end(body());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/UK-Sanctions-List.csv`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
