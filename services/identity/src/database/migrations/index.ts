import type { MigrationInterface } from 'typeorm';
import { CreateUsers1763773200000 } from './1763773200000-create-users';
import { CreateSiteEdits1764100000000 } from './1764100000000-create-site-edits';

/** Every migration of the identity schema, oldest first. */
export const IDENTITY_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateUsers1763773200000,
  CreateSiteEdits1764100000000,
];
