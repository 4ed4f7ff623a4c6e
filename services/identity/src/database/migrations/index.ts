import type { MigrationInterface } from 'typeorm';
import { CreateUsers1763773200000 } from './1763773200000-create-users';
import { CreateSiteEdits1764100000000 } from './1764100000000-create-site-edits';
import { CreateOutbox1795496400000 } from './1795496400000-create-outbox';
import { RolesAsSet1796000000000 } from './1796000000000-roles-as-set';

/** Every migration of the identity schema, oldest first. */
export const IDENTITY_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateUsers1763773200000,
  CreateSiteEdits1764100000000,
  CreateOutbox1795496400000,
  RolesAsSet1796000000000,
];
