import { Inject, Injectable } from '@nestjs/common';
import type { SanctionsMatch } from '@fx/contracts';
import { SanctionsIndex } from '../sanctions/sanctions-index';
import type { ComplianceEnv } from '../config/env';
import { COMPLIANCE_ENV } from '../core/tokens';
import { SanctionsLists } from './sanctions-lists';

/**
 * The index of the list in force, in memory. Before each screening the list in force is looked up
 * (one indexed row), and the index rebuilt when another instance imported a newer one; null when
 * no list is in force (screening stays pending).
 */
@Injectable()
export class ListInForce {
  private built: { listId: string; index: SanctionsIndex } | null = null;
  private building: Promise<{ listId: string; index: SanctionsIndex }> | null = null;

  constructor(
    private readonly lists: SanctionsLists,
    @Inject(COMPLIANCE_ENV) private readonly env: ComplianceEnv,
  ) {}

  async current(): Promise<{ listId: string; index: SanctionsIndex } | null> {
    const list = await this.lists.inForce();
    if (!list) return null;
    if (this.built?.listId === list.id) return this.built;
    this.building ??= this.lists
      .entriesOf(list.id)
      .then((entries) => ({ listId: list.id, index: SanctionsIndex.build(entries) }))
      .finally(() => (this.building = null));
    this.built = await this.building;
    return this.built;
  }

  /** The possible matches of a customer against the list in force; null without a list. */
  async screen(
    name: string,
    dateOfBirth: string | null,
  ): Promise<{ listId: string; matches: SanctionsMatch[] } | null> {
    const current = await this.current();
    if (!current) return null;
    const matches = current.index
      .screen({ name, dateOfBirth }, this.env.SANCTIONS_MATCH_THRESHOLD)
      .map(({ entry, listedName, score }) => ({
        entryId: entry.id,
        listedName,
        primaryName: entry.names[0] ?? listedName,
        score: Math.round(score * 1000) / 1000,
        datesOfBirth: entry.datesOfBirth,
        regime: entry.regime,
        kind: entry.kind,
      }));
    return { listId: current.listId, matches };
  }
}
