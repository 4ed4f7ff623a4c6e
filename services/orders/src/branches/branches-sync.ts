import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type { Office } from '@fx/contracts';
import { BranchesRepository } from './branches.repository';

export const COLLECTION_POINTS = Symbol('COLLECTION_POINTS');

/** The bureau's offices from SITE_OFFICES, or null to keep the branches as they are. */
export type CollectionPoints = { brandName: string; offices: readonly Office[] } | null;

/** At start, the branches customers collect from become the bureau's own (SITE_OFFICES). */
@Injectable()
export class BranchesSync implements OnApplicationBootstrap {
  constructor(
    private readonly branches: BranchesRepository,
    @Inject(COLLECTION_POINTS) private readonly points: CollectionPoints,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.points)
      await this.branches.syncCollectionPoints(this.points.brandName, this.points.offices);
  }
}
