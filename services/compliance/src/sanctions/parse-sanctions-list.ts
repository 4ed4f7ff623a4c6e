import { parse } from 'csv-parse/sync';
import type { ParsedSanctionsList, SanctionsEntry, SanctionsListFormat } from './sanctions-entry';
import {
  OPTIONAL_COLUMNS,
  SANCTIONS_LIST_COLUMNS,
  detectFormat,
  parseDatesOfBirth,
  parseListDate,
} from './sanctions-list-formats';
import type { SanctionsListColumns } from './sanctions-list-formats';

/** A published list file that cannot be read: names the file line (1-based) and the column. */
export class SanctionsListError extends Error {
  constructor(
    readonly line: number,
    readonly column: string | null,
    reason: string,
  ) {
    super(
      column === null ? `line ${line}: ${reason}` : `line ${line}, column "${column}": ${reason}`,
    );
    this.name = 'SanctionsListError';
  }
}

type ColumnIndex = Record<Exclude<keyof SanctionsListColumns, 'nameParts'>, number> & {
  nameParts: number[];
};

/**
 * Reads the UK Sanctions List CSV or OFSI's ConList.csv: line 1 the list's date, line 2 the
 * header (columns read by name), then one row per name; rows sharing Unique ID / Group ID are one
 * entry. Throws SanctionsListError for a file it cannot read whole.
 */
export function parseSanctionsList(csv: string): ParsedSanctionsList {
  const text = csv.replace(/^\uFEFF/, '');
  const firstBreak = text.search(/\r?\n/);
  const dateLine = firstBreak < 0 ? text : text.slice(0, firstBreak);
  const listDate = parseListDate(dateLine);
  if (!listDate)
    throw new SanctionsListError(
      1,
      null,
      `the list's date is unreadable: "${dateLine.slice(0, 60)}"`,
    );
  const rows = readRows(firstBreak < 0 ? '' : text.slice(text.indexOf('\n', firstBreak) + 1));
  const header = rows[0]?.cells.map((cell) => cell.trim()) ?? [];
  const format = detectFormat(header);
  if (!format)
    throw new SanctionsListError(
      2,
      'Unique ID',
      'the header has neither "Unique ID" (UK Sanctions List) nor "Group ID" (ConList)',
    );
  const columns = indexColumns(format, header);
  const entries = new Map<string, SanctionsEntry>();
  for (const row of rows.slice(1)) {
    if (row.cells.length !== header.length)
      throw new SanctionsListError(
        row.line,
        null,
        `the row has ${row.cells.length} cells, the header ${header.length}`,
      );
    addRow(entries, row, columns, header);
  }
  if (entries.size === 0) throw new SanctionsListError(3, null, 'the list has no entries');
  const list = [...entries.values()];
  return {
    format,
    listDate,
    entries: list,
    names: list.reduce((sum, e) => sum + e.names.length, 0),
  };
}

interface Row {
  line: number;
  cells: string[];
}

/** Rows with the file line each starts on (line 2 is the header). */
function readRows(body: string): Row[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new SanctionsListError((lines ?? 0) + 1, null, message.replace(/ on line \d+$/, ''));
  }
  let previousEnd = 1;
  return records.map(({ record, info }) => {
    const firstLine = previousEnd + 1;
    previousEnd = info.lines + 1;
    return { line: firstLine, cells: record };
  });
}

function indexColumns(format: SanctionsListFormat, header: readonly string[]): ColumnIndex {
  const wanted = SANCTIONS_LIST_COLUMNS[format];
  const find = (name: string, optional: boolean) => {
    const index = header.indexOf(name);
    if (index < 0 && !optional) throw new SanctionsListError(2, name, 'the column is missing');
    return index;
  };
  const index = {} as ColumnIndex;
  for (const key of Object.keys(wanted) as (keyof SanctionsListColumns)[]) {
    if (key === 'nameParts') index.nameParts = wanted.nameParts.map((name) => find(name, false));
    else index[key] = find(wanted[key], OPTIONAL_COLUMNS.has(key));
  }
  return index;
}

function addRow(
  entries: Map<string, SanctionsEntry>,
  row: Row,
  columns: ColumnIndex,
  header: readonly string[],
): void {
  const cell = (index: number) => (index < 0 ? '' : (row.cells[index] ?? '').trim());
  const id = cell(columns.id);
  if (id === '') throw new SanctionsListError(row.line, header[columns.id]!, 'the ID is empty');
  const name = columns.nameParts.map(cell).filter(Boolean).join(' ').replace(/\s+/g, ' ');
  const surname = header[columns.nameParts[columns.nameParts.length - 1]!]!;
  if (name === '') throw new SanctionsListError(row.line, surname, 'the name is empty');
  const kind = readKind(cell(columns.kind));
  if (!kind)
    throw new SanctionsListError(
      row.line,
      header[columns.kind]!,
      `"${cell(columns.kind)}" is not Individual, Entity or Ship`,
    );
  const entry = entries.get(id) ?? {
    id,
    kind,
    names: [],
    datesOfBirth: [],
    regime: cell(columns.regime) || null,
  };
  entries.set(id, entry);
  const primary = /^primary name$/i.test(cell(columns.nameType));
  for (const each of [name, cell(columns.nonLatin)]) {
    if (each === '' || entry.names.includes(each)) continue;
    if (primary && each === name) entry.names.unshift(each);
    else entry.names.push(each);
  }
  // Unreadable dates of birth are left out (kept unknown): an unknown date never rules a name out.
  for (const date of parseDatesOfBirth(cell(columns.dateOfBirth)))
    if (!entry.datesOfBirth.includes(date)) entry.datesOfBirth.push(date);
}

function readKind(value: string): SanctionsEntry['kind'] | null {
  const kind = value.toLowerCase();
  if (kind === 'individual' || kind === 'entity' || kind === 'ship') return kind;
  return null;
}
