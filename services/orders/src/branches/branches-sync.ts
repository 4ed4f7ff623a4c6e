import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import type { Office } from '@fx/contracts';
import { collectionOffices, officeWeek } from './branch-week';
import { BranchesRepository } from './branches.repository';
import type { CollectionPoint } from './branches.repository';

export const COLLECTION_POINTS = Symbol('COLLECTION_POINTS');

/** The bureau's offices from SITE_OFFICES, or null to keep the branches as they are. */
export type CollectionPoints = { brandName: string; offices: readonly Office[] } | null;

/**
 * The bureau's collection points (SITE_OFFICES, those marked collectionPoint, else the first),
 * named "{brand}, {office}", each with the week its opening hours say.
 */
export function collectionPointsOf(
  brandName: string,
  offices: readonly Office[],
): CollectionPoint[] {
  return collectionOffices(offices).map((office) => ({
    id: office.id,
    name: `${brandName}, ${office.name}`,
    address: office.address,
    phone: office.phone,
    hours: office.hours,
    weekly: officeWeek(office),
  }));
}

/**
 * At start, the branches customers collect from become the bureau's own (SITE_OFFICES): names,
 * addresses and phones follow the settings; opening hours only start a new branch's week, as
 * staff edit it afterwards.
 */
@Injectable()
export class BranchesSync implements OnApplicationBootstrap {
  constructor(
    private readonly branches: BranchesRepository,
    @Inject(COLLECTION_POINTS) private readonly points: CollectionPoints,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.points) return;
    await this.branches.syncCollectionPoints(
      collectionPointsOf(this.points.brandName, this.points.offices),
    );
  }
}
