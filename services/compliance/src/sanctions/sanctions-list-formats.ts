import type { SanctionsListFormat } from './sanctions-entry';

/** The columns the parser reads from each published file, by header name. */
export interface SanctionsListColumns {
  id: string;
  kind: string;
  /** Name 1..5, then Name 6 (the surname, or an entity's whole name). */
  nameParts: readonly string[];
  nameType: string;
  nonLatin: string;
  dateOfBirth: string;
  regime: string;
}

const NAME_PARTS = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6'] as const;

export const SANCTIONS_LIST_COLUMNS: Record<SanctionsListFormat, SanctionsListColumns> = {
  uk_sanctions_list: {
    id: 'Unique ID',
    kind: 'Individual, Entity, Ship',
    nameParts: NAME_PARTS,
    nameType: 'Name type',
    nonLatin: 'Name non-latin script',
    dateOfBirth: 'D.O.B',
    regime: 'Regime Name',
  },
  ofsi_consolidated: {
    id: 'Group ID',
    kind: 'Group Type',
    nameParts: NAME_PARTS,
    nameType: 'Alias Type',
    nonLatin: 'Name Non-Latin Script',
    dateOfBirth: 'DOB',
    regime: 'Regime',
  },
};

/** The format is the one whose identifying column the header has. */
export function detectFormat(header: readonly string[]): SanctionsListFormat | null {
  if (header.includes('Unique ID')) return 'uk_sanctions_list';
  if (header.includes('Group ID')) return 'ofsi_consolidated';
  return null;
}

/** Columns a file may lack without being refused (older exports omit them). */
export const OPTIONAL_COLUMNS = new Set(['nameType', 'nonLatin', 'regime']);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Line 1: "Report Date: 13-Feb-2026" (UK) or "Last Updated,03/06/2026" (ConList). */
export function parseListDate(line: string): string | null {
  const named = /(\d{1,2})[-\s]([A-Za-z]{3})[A-Za-z]*[-\s](\d{4})/.exec(line);
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month > 0) return isoDate(Number(named[3]), month, Number(named[1]));
  }
  const numeric = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(line);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * "dd/mm/yyyy" with unknown parts as 00 ("00/00/1970", "00/05/1962"), several separated by "|",
 * ";" or newlines: each known date kept as 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'; a part that is not
 * a date is left out (unknown).
 */
export function parseDatesOfBirth(cell: string): string[] {
  const dates: string[] = [];
  for (const part of cell.split(/[|;\n\r]+/)) {
    const text = part.trim();
    if (text === '') continue;
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text) ?? /^()()(\d{4})$/.exec(text);
    if (!match) continue;
    const [day, month, year] = [Number(match[1] || 0), Number(match[2] || 0), match[3]!];
    if (Number(year) === 0) continue;
    if (month === 0) dates.push(year);
    else if (month > 12) continue;
    else if (day === 0) dates.push(`${year}-${String(month).padStart(2, '0')}`);
    else {
      const iso = isoDate(Number(year), month, day);
      if (iso) dates.push(iso);
    }
  }
  return [...new Set(dates)];
}
