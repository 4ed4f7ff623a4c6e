import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSanctionsList } from './parse-sanctions-list';
import type { SanctionsEntry } from './sanctions-entry';
import { SanctionsIndex } from './sanctions-index';

const threshold = 0.88;
const sample = parseSanctionsList(
  readFileSync(path.join(__dirname, '../../sanctions/sample-uk-sanctions-list.csv'), 'utf8'),
);
const index = SanctionsIndex.build(sample.entries);
const matchedIds = (name: string, dateOfBirth?: string | null) =>
  index.screen({ name, dateOfBirth }, threshold).map((match) => match.entry.id);

describe('SanctionsIndex on the sample list', () => {
  it('counts the entries and their names', () => {
    expect(index.size).toEqual({ entries: 30, names: sample.names });
  });

  it.each([
    ['Dmitrov Kazarinsky', 'RUS9001'],
    ['KAZARINSKY, Dmitrov', 'RUS9001'],
    ['D. Kazarinsky', 'RUS9001'],
    ['D Kazarinsky', 'RUS9001'],
    ['Mr Dmitrov Kazarinski', 'RUS9001'],
    ['Dmitrov Kazarinksy', 'RUS9001'],
    ['Дмитров Казаринский', 'RUS9001'],
    ['Ludmila Ostarkova', 'RUS9003'],
    ['Ostarkova Ludmila', 'RUS9003'],
    ['Ludmilla Ošťarkova', 'RUS9003'],
    ['Aurelio Vantaggio Reyes', 'GLO9002'],
    ['Reyes Vantagio Aurelio', 'GLO9002'],
    ['Omerhan Kucukdereli', 'TUR9023'],
    ['Rigoberto Quintanilla Ortuzar', 'VEN9009'],
    ['Severnaya Zvezdochka Trading', 'RUS9024'],
  ])('finds "%s" (case, accents, script, order, initials, typos)', (name, id) => {
    const [best] = index.screen({ name }, threshold);
    expect(best?.entry.id).toBe(id);
    expect(best!.score).toBeGreaterThanOrEqual(threshold);
  });

  it.each(['John Smith', 'Dmitrov Smith', 'Emily Kazan', 'Oliver Reyes', 'Ludmila Jones'])(
    'does not flag "%s"',
    (name) => expect(matchedIds(name)).toEqual([]),
  );

  it('ranks the listed name it matched best, one match per entry', () => {
    const matches = index.screen({ name: 'Evgeni Tolmachevskii' }, threshold);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ listedName: 'Evgeni Tolmachevskii', score: 1 });
  });
});

describe('a date of birth separates namesakes', () => {
  const person = (
    id: string,
    datesOfBirth: string[],
    kind: SanctionsEntry['kind'] = 'individual',
  ) =>
    ({ id, kind, names: ['Ilyan Zorvanek'], datesOfBirth, regime: null }) satisfies SanctionsEntry;
  const namesakes = SanctionsIndex.build([
    person('FULL', ['1970-03-14']),
    person('YEAR', ['1971']),
    person('MONTH', ['1972-05']),
    person('SEVERAL', ['1973-01-01', '1974-01-01']),
    person('UNKNOWN', []),
    person('ENTITY', ['1975-01-01'], 'entity'),
  ]);
  const ids = (dateOfBirth?: string | null) =>
    namesakes
      .screen({ name: 'Ilyan Zorvanek', dateOfBirth }, threshold)
      .map((match) => match.entry.id)
      .sort();

  it('a known date rules out every individual listed with other dates only', () => {
    expect(ids('1970-03-14')).toEqual(['ENTITY', 'FULL', 'UNKNOWN']);
    expect(ids('1971-08-30')).toEqual(['ENTITY', 'UNKNOWN', 'YEAR']);
    expect(ids('1972-05-02')).toEqual(['ENTITY', 'MONTH', 'UNKNOWN']);
    expect(ids('1974-01-01')).toEqual(['ENTITY', 'SEVERAL', 'UNKNOWN']);
    expect(ids('1990-01-01')).toEqual(['ENTITY', 'UNKNOWN']);
  });

  it('an unknown date rules no one out', () => {
    const everyone = ['ENTITY', 'FULL', 'MONTH', 'SEVERAL', 'UNKNOWN', 'YEAR'];
    expect(ids(undefined)).toEqual(everyone);
    expect(ids(null)).toEqual(everyone);
  });
});
