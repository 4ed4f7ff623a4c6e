import { ratio } from 'fuzzball';

/** How much an initial ("d" for "dmitrov") weighs against a whole word. */
export const INITIAL_WEIGHT = 3;
/** Each word of one name with no partner in the other lowers the score by this much. */
const UNPAIRED_PENALTY = 0.04;
/** Past this many words on the shorter side, words are paired greedily instead of optimally. */
const EXACT_PAIRING_LIMIT = 4;

/** A word's weight in the score: its length, or INITIAL_WEIGHT for an initial. */
export function tokenWeight(token: string): number {
  return token.length === 1 ? INITIAL_WEIGHT : token.length;
}

function pairScore(a: string, b: string): { weight: number; similarity: number } {
  if (a.length === 1 || b.length === 1)
    return { weight: INITIAL_WEIGHT, similarity: a[0] === b[0] ? 1 : 0 };
  const weight = Math.max(a.length, b.length);
  if (a === b) return { weight, similarity: 1 };
  return { weight, similarity: ratio(a, b, { full_process: false }) / 100 };
}

/**
 * Similarity (0..1) of two names' words, in any order: fuzzball's ratio on each pair of words,
 * paired for the highest total, each pair weighted by its longer word's length (initials match a
 * word starting with that letter); words left without a partner lower the score.
 */
export function nameScore(query: readonly string[], listed: readonly string[]): number {
  const [short, long] = query.length <= listed.length ? [query, listed] : [listed, query];
  if (short.length === 0) return 0;
  const pairs = short.map((a) => long.map((b) => pairScore(a, b)));
  const best = short.length <= EXACT_PAIRING_LIMIT ? bestPairing(pairs) : greedyPairing(pairs);
  return Math.max(0, best * (1 - UNPAIRED_PENALTY * (long.length - short.length)));
}

type Pairs = { weight: number; similarity: number }[][];

/** The highest weighted mean over every way of giving each short word its own partner. */
function bestPairing(pairs: Pairs): number {
  let best = 0;
  const used = new Set<number>();
  const walk = (row: number, sum: number, weights: number) => {
    if (row === pairs.length) {
      best = Math.max(best, sum / weights);
      return;
    }
    pairs[row]!.forEach((pair, column) => {
      if (used.has(column)) return;
      used.add(column);
      walk(row + 1, sum + pair.weight * pair.similarity, weights + pair.weight);
      used.delete(column);
    });
  };
  walk(0, 0, 0);
  return best;
}

function greedyPairing(pairs: Pairs): number {
  const all = pairs.flatMap((row, r) => row.map((pair, c) => ({ ...pair, r, c })));
  all.sort((x, y) => y.similarity - x.similarity || y.weight - x.weight);
  const [rows, columns] = [new Set<number>(), new Set<number>()];
  let [sum, weights] = [0, 0];
  for (const pair of all) {
    if (rows.has(pair.r) || columns.has(pair.c)) continue;
    rows.add(pair.r);
    columns.add(pair.c);
    sum += pair.weight * pair.similarity;
    weights += pair.weight;
  }
  return weights === 0 ? 0 : sum / weights;
}
