import type {
  Actor,
  ComplianceCase,
  ComplianceDashboard,
  Hold,
  SanctionsListStatus,
  SuspicionReport,
} from '@fx/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminHeaders, api, toApiError } from '@/lib/api-client';
import { env } from '@/config/env';

/** The officer's API (role compliance_officer): every view and change is audited server-side. */
export const COMPLIANCE = '/api/v1/admin/compliance';

export type AuditEntry = {
  id: string;
  at: string;
  by: Actor;
  action: string;
  subject: string;
  detail: string | null;
};
export type AuditPage = { entries: AuditEntry[]; total: number };
/** ?status= of the officer's lists (holds, cases, reports). */
export type StatusFilter = 'open' | 'closed';
export type ReportFilter = StatusFilter;

export const complianceKeys = {
  dashboard: COMPLIANCE,
  holds: (status: StatusFilter) => `${COMPLIANCE}/holds?status=${status}`,
  hold: (id: string) => `${COMPLIANCE}/holds/${encodeURIComponent(id)}`,
  cases: (status: StatusFilter) => `${COMPLIANCE}/cases?status=${status}`,
  case: (id: string) => `${COMPLIANCE}/cases/${encodeURIComponent(id)}`,
  reports: (status: ReportFilter) => `${COMPLIANCE}/reports?status=${status}`,
  report: (id: string) => `${COMPLIANCE}/reports/${encodeURIComponent(id)}`,
  list: `${COMPLIANCE}/sanctions-list`,
  audit: (page: number) => `${COMPLIANCE}/audit?page=${page}`,
  photo: (idCheckId: string) => `${COMPLIANCE}/id-checks/${encodeURIComponent(idCheckId)}/photo`,
};

export const useComplianceDashboard = () => useSWR<ComplianceDashboard>(complianceKeys.dashboard);
export const useHolds = (status: StatusFilter) =>
  useSWR<{ holds: Hold[] }>(complianceKeys.holds(status));
export const useHold = (id: string) => useSWR<Hold>(complianceKeys.hold(id));
export const useCases = (status: StatusFilter) =>
  useSWR<{ cases: ComplianceCase[] }>(complianceKeys.cases(status));
export const useCase = (id: string) => useSWR<ComplianceCase>(complianceKeys.case(id));
export const useReports = (status: ReportFilter) =>
  useSWR<{ reports: SuspicionReport[] }>(complianceKeys.reports(status));
export const useReport = (id: string) => useSWR<SuspicionReport>(complianceKeys.report(id));
export const useSanctionsList = () => useSWR<SanctionsListStatus>(complianceKeys.list);
export const useAudit = (page: number) => useSWR<AuditPage>(complianceKeys.audit(page));

/**
 * POSTs an officer's decision, then puts the answer in the screen's cache and refreshes the
 * dashboard (its queues and counts changed).
 */
export function useComplianceAction<T>(key: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (path: string, body: unknown): Promise<T> => {
      const answer = await api.post<T>(path, body);
      await mutate(key, answer, { revalidate: false });
      void mutate(
        (each) => typeof each === 'string' && each.startsWith(COMPLIANCE) && each !== key,
      );
      return answer;
    },
    [key, mutate],
  );
}

/** GET .../export.csv for the date range: the CSV as a Blob (the call needs the staff token). */
export async function fetchExport(from: string, to: string): Promise<Blob> {
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`${env.apiUrl}${COMPLIANCE}/export.csv?${query.toString()}`, {
    headers: await adminHeaders(),
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
