import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SanctionsListError, parseSanctionsList } from './parse-sanctions-list';

const sample = (file: string) =>
  readFileSync(path.join(__dirname, '../../sanctions', file), 'utf8');

const UK_HEADER =
  'Last Updated,Unique ID,OFSI Group ID,Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Name type,Name non-latin script,Regime Name,Other Information,D.O.B,"Individual, Entity, Ship"';
const ukRow = (
  id: string,
  surname: string,
  first: string,
  type: string,
  dob = '',
  kind = 'Individual',
) =>
  `01/02/2026,${id},1,${surname},${first},,,,,${type},,Russia,FICTIONAL TEST ENTRY,${dob},${kind}`;
const ukFile = (...rows: string[]) => ['Report Date: 13-Feb-2026', UK_HEADER, ...rows].join('\n');

function refusal(csv: string): { line: number; column: string | null; message: string } {
  try {
    parseSanctionsList(csv);
  } catch (error) {
    if (!(error instanceof SanctionsListError)) throw error;
    return { line: error.line, column: error.column, message: error.message };
  }
  throw new Error('the file was accepted');
}

describe('parseSanctionsList', () => {
  it('reads the UK Sanctions List sample: every name of every entry, aliases under one ID', () => {
    const list = parseSanctionsList(sample('sample-uk-sanctions-list.csv'));
    expect(list.format).toBe('uk_sanctions_list');
    expect(list.listDate).toBe('2026-02-13');
    expect(list.entries).toHaveLength(30);
    expect(list.names).toBe(list.entries.reduce((sum, entry) => sum + entry.names.length, 0));
    const kazarinsky = list.entries.find((entry) => entry.id === 'RUS9001');
    expect(kazarinsky).toEqual({
      id: 'RUS9001',
      kind: 'individual',
      names: ['Dmitrov Kazarinsky', 'Дмитров Казаринский', 'Dmitri Kazarinskiy', 'Dima Kazarinski'],
      datesOfBirth: ['1968-03-14'],
      regime: 'Russia',
    });
    expect(list.entries.find((entry) => entry.id === 'RUS9004')?.datesOfBirth).toEqual([
      '1971-07-09',
      '1972-07-09',
    ]);
    expect(list.entries.find((entry) => entry.id === 'RUS9003')?.names[0]).toBe(
      'Ludmila Ošťárková',
    );
    expect(list.entries.filter((entry) => entry.kind === 'entity').length).toBeGreaterThan(3);
    expect(list.entries.find((entry) => entry.id === 'RUS9030')?.kind).toBe('ship');
  });

  it('reads the ConList sample, grouped by Group ID, dates of birth on several lines', () => {
    const list = parseSanctionsList(sample('sample-conlist.csv'));
    expect(list.format).toBe('ofsi_consolidated');
    expect(list.listDate).toBe('2026-06-03');
    expect(list.entries.map((entry) => entry.id)).toEqual([
      '99001',
      '99002',
      '99003',
      '99004',
      '99024',
      '99025',
    ]);
    expect(list.entries[0]!.names).toContain('Dmitri Kazarinskiy');
    expect(list.entries[3]!.datesOfBirth).toEqual(['1971-07-09', '1972-07-09']);
    expect(list.entries[4]!.kind).toBe('entity');
  });

  it('keeps what is known of a date of birth and puts the primary name first', () => {
    const list = parseSanctionsList(
      ukFile(
        ukRow('X1', 'Zorvanek', 'Ilyan', 'Alias', '00/00/1970'),
        ukRow('X1', 'Zorvanekov', 'Ilyan', 'Primary Name', '00/05/1971|12/06/1972|not known'),
      ),
    );
    expect(list.entries[0]!.names).toEqual(['Ilyan Zorvanekov', 'Ilyan Zorvanek']);
    expect(list.entries[0]!.datesOfBirth).toEqual(['1970', '1971-05', '1972-06-12']);
  });

  it('reads header cells with spaces around them', () => {
    const header = UK_HEADER.replace(/,/g, ', ').replace(
      'Individual,  Entity,  Ship',
      'Individual, Entity, Ship',
    );
    const list = parseSanctionsList(
      ['Report Date: 13-Feb-2026', header, ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name')].join(
        '\n',
      ),
    );
    expect(list.entries[0]!.names).toEqual(['Ilyan Zorvanek']);
  });

  it.each([
    [
      'an unreadable date line',
      ['Report Date: sometime', UK_HEADER, ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name')].join(
        '\n',
      ),
      1,
      null,
      /the list's date is unreadable/,
    ],
    [
      'a missing column',
      ukFile().replace(',Name 6,', ',Surname,') +
        `\n${ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name')}`,
      2,
      'Name 6',
      /column "Name 6": the column is missing/,
    ],
    [
      'no ID column at all',
      ['Last Updated,03/06/2026', 'Name 6,Name 1'].join('\n'),
      2,
      'Unique ID',
      /neither/,
    ],
    [
      'a row with too few cells',
      ukFile(ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name'), '01/02/2026,X2,1,Short'),
      4,
      null,
      /line 4: the row has 4 cells, the header 15/,
    ],
    [
      'a row with no name',
      ukFile(ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name'), ukRow('X2', '', '', 'Primary Name')),
      4,
      'Name 6',
      /^line 4, column "Name 6": the name is empty$/,
    ],
    [
      'an unknown kind',
      ukFile(ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name', '', 'Aircraft')),
      3,
      'Individual, Entity, Ship',
      /"Aircraft" is not Individual, Entity or Ship/,
    ],
    ['an empty list', ukFile(), 3, null, /the list has no entries/],
    [
      'a broken quote',
      ukFile(ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name'), '01/02/2026,"X2,1'),
      4,
      null,
      /quote/i,
    ],
  ])('refuses %s, naming the line and the column', (_case, csv, line, column, message) => {
    const error = refusal(csv);
    expect(error).toMatchObject({ line, column });
    expect(error.message).toMatch(message);
  });

  it('counts lines inside quoted cells that hold line breaks', () => {
    const multiLine = ukRow('X1', 'Zorvanek', 'Ilyan', 'Primary Name', '"01/01/1970\n02/02/1971"');
    const error = refusal(ukFile(multiLine, ukRow('X2', '', '', 'Primary Name')));
    expect(error).toMatchObject({ line: 5, column: 'Name 6' });
  });
});
