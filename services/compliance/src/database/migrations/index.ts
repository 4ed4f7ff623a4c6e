import type { MigrationInterface } from 'typeorm';
import { CreateOutbox1797000000000 } from './1797000000000-create-outbox';
import { CreateCore1797000000001 } from './1797000000001-create-core';
import { Screening1797000000002 } from './1797000000002-screening';

/** Every migration of the compliance schema, oldest first. */
export const COMPLIANCE_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateOutbox1797000000000,
  CreateCore1797000000001,
  Screening1797000000002,
];
