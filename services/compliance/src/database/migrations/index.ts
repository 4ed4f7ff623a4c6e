import type { MigrationInterface } from 'typeorm';
import { CreateOutbox1797000000000 } from './1797000000000-create-outbox';
import { CreateCore1797000000001 } from './1797000000001-create-core';
import { Screening1797000000002 } from './1797000000002-screening';
import { CasesReports1797000000003 } from './1797000000003-cases-reports';

/** Every migration of the compliance schema, oldest first. */
export const COMPLIANCE_MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateOutbox1797000000000,
  CreateCore1797000000001,
  Screening1797000000002,
  CasesReports1797000000003,
];
