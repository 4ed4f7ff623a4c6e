import { nameScore, tokenWeight } from './name-score';
import { deletionKeys, nameTokens } from './normalise-name';
import type { SanctionsEntry } from './sanctions-entry';

export interface ScreenedPerson {
  name: string;
  dateOfBirth?: string | null;
}

export interface NameMatch {
  entry: SanctionsEntry;
  listedName: string;
  /** 0..1 */
  score: number;
}

interface IndexedName {
  entry: SanctionsEntry;
  listedName: string;
  tokens: string[];
}

/** Words this short are matched only whole; longer ones also one letter off. */
const MIN_FUZZY_LENGTH = 4;
/** A word on more names than this is common ("mohammad", "al"): it narrows, it does not find. */
const COMMON_POSTINGS = 200;
/** The most names one screening scores (best candidates first). */
const MAX_SCORED = 60;
/** The highest similarity assumed for a word that is neither equal nor one letter off. */
const FAR_WORD_SIMILARITY = 0.85;

/**
 * The names of a sanctions list, indexed by word and by every one-letter-shorter spelling of each
 * word, so that a screening scores only the few names sharing (nearly) a word with the person.
 */
export class SanctionsIndex {
  private constructor(
    private readonly names: IndexedName[],
    private readonly postings: Map<string, number[]>,
    private readonly entryCount: number,
  ) {}

  static build(entries: readonly SanctionsEntry[]): SanctionsIndex {
    const names: IndexedName[] = [];
    const postings = new Map<string, number[]>();
    for (const entry of entries) {
      for (const listedName of entry.names) {
        const tokens = nameTokens(listedName);
        if (tokens.length === 0) continue;
        const id = names.push({ entry, listedName, tokens }) - 1;
        for (const key of new Set(tokens.flatMap(keysOf))) {
          const list = postings.get(key);
          if (list) list.push(id);
          else postings.set(key, [id]);
        }
      }
    }
    return new SanctionsIndex(names, postings, entries.length);
  }

  get size(): { entries: number; names: number } {
    return { entries: this.entryCount, names: this.names.length };
  }

  /**
   * Possible matches at or above `threshold`, best first (one per entry); a known DOB that differs
   * from every listed DOB of an individual rules that entry out (namesakes); unknown DOBs never
   * rule out.
   */
  screen(person: ScreenedPerson, threshold: number): NameMatch[] {
    const query = nameTokens(person.name);
    const best = new Map<SanctionsEntry, NameMatch>();
    for (const id of this.candidates(query, threshold)) {
      const name = this.names[id]!;
      if (!dateOfBirthFits(name.entry, person.dateOfBirth)) continue;
      const score = nameScore(query, name.tokens);
      if (score < threshold || (best.get(name.entry)?.score ?? -1) >= score) continue;
      best.set(name.entry, { entry: name.entry, listedName: name.listedName, score });
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }

  /**
   * Names sharing a word (or a word one letter off) with the query, most shared first (whole
   * words and matching initials before near words); names that cannot reach the threshold even if
   * every other word were close are left out. Rare words find candidates; common words
   * ("mohammad", "al") only when the query has no rare one, and then two must be shared.
   */
  private candidates(query: readonly string[], threshold: number): number[] {
    const words = [...new Set(query.filter((token) => token.length > 1))];
    const initials = query.filter((token) => token.length === 1);
    const postingsOf = words.map(
      (word) => new Set(keysOf(word).flatMap((key) => this.postings.get(key) ?? [])),
    );
    const rare = postingsOf.map((ids) => ids.size <= COMMON_POSTINGS);
    const useCommon = !rare.some(Boolean);
    const near = new Map<number, number>();
    words.forEach((word, i) => {
      if (!rare[i] && !useCommon) return;
      for (const id of postingsOf[i]!) near.set(id, (near.get(id) ?? 0) + word.length);
    });
    const total = query.reduce((sum, token) => sum + tokenWeight(token), 0);
    const ranked: { id: number; rank: number }[] = [];
    for (const [id, nearWeight] of near) {
      const tokens = this.names[id]!.tokens;
      const whole = words.filter((word) => tokens.includes(word));
      if (useCommon && whole.length < Math.min(2, words.length)) continue;
      const initialWeight = initials
        .filter((initial) => tokens.some((token) => token[0] === initial))
        .reduce((sum, initial) => sum + tokenWeight(initial), 0);
      const reachable =
        nearWeight + initialWeight + FAR_WORD_SIMILARITY * (total - nearWeight - initialWeight);
      if (reachable / total < threshold) continue;
      const wholeWeight = whole.reduce((sum, word) => sum + word.length, 0);
      ranked.push({ id, rank: nearWeight + wholeWeight + initialWeight - 0.1 * tokens.length });
    }
    ranked.sort((a, b) => b.rank - a.rank);
    return ranked.slice(0, MAX_SCORED).map(({ id }) => id);
  }
}

function keysOf(token: string): string[] {
  if (token.length < 2) return [];
  return token.length < MIN_FUZZY_LENGTH ? [token] : [token, ...deletionKeys(token)];
}

/** Listed 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD': a known date fits when it agrees as far as given. */
export function dateOfBirthFits(entry: SanctionsEntry, dateOfBirth?: string | null): boolean {
  if (!dateOfBirth || entry.kind !== 'individual' || entry.datesOfBirth.length === 0) return true;
  return entry.datesOfBirth.some((listed) => dateOfBirth.startsWith(listed));
}
