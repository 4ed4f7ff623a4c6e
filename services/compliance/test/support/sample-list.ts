// Names from the bundled fictional sample list, as the tests place orders in them.
import { readFileSync } from 'node:fs';
import { parseSanctionsList } from '../../src/sanctions/parse-sanctions-list';
import type { SanctionsEntry } from '../../src/sanctions/sanctions-entry';
import { BUNDLED_SAMPLE_LIST } from '../../src/screening/screening.schedule';

export const sampleList = () => parseSanctionsList(readFileSync(BUNDLED_SAMPLE_LIST, 'utf8'));

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A listed individual whose primary name is two words, one with an accent. */
export function accentedIndividual(): { entry: SanctionsEntry; first: string; last: string } {
  const entry = sampleList().entries.find((candidate) => {
    const words = candidate.names[0]!.split(/\s+/);
    const name = candidate.names[0]!;
    return candidate.kind === 'individual' && words.length === 2 && plain(name) !== name;
  });
  if (!entry) throw new Error('the sample list has no accented two-word individual');
  const [first, last] = entry.names[0]!.split(/\s+/) as [string, string];
  return { entry, first, last };
}

export const withoutAccents = plain;
