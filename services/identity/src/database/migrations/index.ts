import type { MigrationInterface } from 'typeorm';
import { CreateUsers1763773200000 } from './1763773200000-create-users';

/** Every migration of the identity schema, oldest first. */
export const IDENTITY_MIGRATIONS: (new () => MigrationInterface)[] = [CreateUsers1763773200000];
