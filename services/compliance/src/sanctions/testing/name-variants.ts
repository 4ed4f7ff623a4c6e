// Test data only: how a listed person's name may reach us on an order form.
import type { SanctionsEntry } from '../sanctions-entry';
import { seededRandom } from './generate-list';
import type { Random } from './generate-list';

export type VariantKind =
  'words swapped' | 'accents dropped' | 'initial for a first name' | 'one letter wrong';
export const VARIANT_KINDS: readonly VariantKind[] = [
  'words swapped',
  'accents dropped',
  'initial for a first name',
  'one letter wrong',
];

export interface NameVariant {
  name: string;
  kinds: VariantKind[];
  entry: SanctionsEntry;
  listedName: string;
}

const LATIN = /^[\p{Script=Latin}\s\-'.]+$/u;
const ACCENTED = /[^\p{ASCII}]/u;

function apply(kind: VariantKind, name: string, random: Random): string {
  const tokens = name.split(' ');
  switch (kind) {
    case 'words swapped':
      return [...tokens.slice(1), tokens[0]!].join(' ');
    case 'accents dropped':
      return name.normalize('NFD').replace(/\p{M}/gu, '');
    case 'initial for a first name':
      return [`${tokens[0]!.charAt(0)}.`, ...tokens.slice(1)].join(' ');
    case 'one letter wrong': {
      const long = tokens.map((t, i) => [t, i] as const).filter(([t]) => /^[a-z]{4,}$/i.test(t));
      const [token, index] = long[Math.floor(random() * long.length)]!;
      const at = 1 + Math.floor(random() * (token.length - 1));
      const letter = token[at]!;
      let other = letter;
      while (other === letter) other = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]!;
      tokens[index] = token.slice(0, at) + other + token.slice(at + 1);
      return tokens.join(' ');
    }
  }
}

/** A name the change applies to: accents to drop, a word long enough for a typo. */
function fits(kind: VariantKind, name: string): boolean {
  if (kind === 'accents dropped') return ACCENTED.test(name);
  if (kind === 'one letter wrong')
    return name.split(' ').some((token) => /^[a-z]{4,}$/i.test(token));
  return true;
}

/**
 * `count` names of listed individuals, each changed one of the four ways in turn (a quarter of
 * them also with the words swapped); "accents dropped" takes names that have accents. A typo
 * changes one letter (not the first) of a word of four letters or more (in a shorter word,
 * one letter makes another name: "Kim" and "Kin").
 */
export function listedNameVariants(
  list: readonly SanctionsEntry[],
  count: number,
  seed = 7,
): NameVariant[] {
  const random = seededRandom(seed);
  const people = list.filter((entry) => entry.kind === 'individual');
  const variants: NameVariant[] = [];
  while (variants.length < count) {
    const kind = VARIANT_KINDS[variants.length % VARIANT_KINDS.length]!;
    const entry = people[Math.floor(random() * people.length)]!;
    const names = entry.names.filter(
      (name) => LATIN.test(name) && name.includes(' ') && fits(kind, name),
    );
    const listedName = names[Math.floor(random() * names.length)];
    if (!listedName) continue;
    const kinds = [kind];
    let name = apply(kind, listedName, random);
    if (kind !== 'words swapped' && random() < 0.25) {
      kinds.push('words swapped');
      name = apply('words swapped', name, random);
    }
    variants.push({ name, kinds, entry, listedName });
  }
  return variants;
}
