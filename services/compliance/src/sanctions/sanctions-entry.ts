/** One designated person, entity or ship, with every name it is listed under. */
export interface SanctionsEntry {
  /** Unique ID (UK Sanctions List) or Group ID (OFSI ConList). */
  id: string;
  kind: 'individual' | 'entity' | 'ship';
  /** The primary name first, then every alias and variation, as written in the file. */
  names: string[];
  /** 'YYYY-MM-DD', or 'YYYY-MM' / 'YYYY' where only that much is given. */
  datesOfBirth: string[];
  regime: string | null;
}

export type SanctionsListFormat = 'uk_sanctions_list' | 'ofsi_consolidated';

export interface ParsedSanctionsList {
  format: SanctionsListFormat;
  /** YYYY-MM-DD, from line 1 ("Report Date: 13-Feb-2026" / "Last Updated,03/06/2026"). */
  listDate: string | null;
  entries: SanctionsEntry[];
  /** All names of all entries. */
  names: number;
}
