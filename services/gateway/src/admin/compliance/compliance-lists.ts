import { RPC_SCHEMAS } from '@fx/contracts';

/** The officer's lists and files as the compliance service answers them. */
export const holdListSchema = RPC_SCHEMAS['compliance.holds.list'].response;
export const caseListSchema = RPC_SCHEMAS['compliance.cases.list'].response;
export const reportListSchema = RPC_SCHEMAS['compliance.reports.list'].response;
export const photoSchema = RPC_SCHEMAS['compliance.idChecks.photo'].response;
export const idCheckOfOrderSchema = RPC_SCHEMAS['compliance.idChecks.ofOrder'].response;
