import { transliterate } from 'transliteration';

/** Words that say how to address a person, not who they are. */
const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'lord',
  'lady',
  'rev',
  'messrs',
]);

/**
 * A name as the matcher compares it: transliterated to Latin letters, lower case, apostrophes
 * dropped, other punctuation and hyphens as spaces, honorifics left out; the words in order.
 */
export function nameTokens(name: string): string[] {
  const latin = transliterate(name.normalize('NFC')).toLowerCase();
  return latin
    .replace(/['’`ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token !== '' && !HONORIFICS.has(token));
}

/** Each spelling one letter shorter: two words one edit apart share one of these (or the word). */
export function deletionKeys(token: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < token.length; i += 1) keys.push(token.slice(0, i) + token.slice(i + 1));
  return keys;
}
