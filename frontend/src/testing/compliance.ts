import type { ComplianceDashboard, Hold, Role, SuspicionReport } from '@fx/contracts';
import { fakeEventStream, makeLiveMode } from '@/testing/dashboard-admin';
import { createFakeAuth, makeUser } from '@/testing/fake-auth';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { makePublicConfig, makeUserRecord } from '@/testing/identity';
import { renderApp } from '@/testing/render';

export const OFFICER_EMAIL = 'mlro@highstreetfx.co.uk';
export const C = '/api/v1/admin/compliance';

/** The app at `path` with a member of staff holding `roles` signed in (an officer by default). */
export function renderAsStaff(
  path: string,
  routes: Parameters<typeof routeFetch>[0],
  roles: Role[] = ['compliance_officer'],
) {
  const fetch = routeFetch({
    'GET /api/v1/config': () => jsonResponse(makePublicConfig()),
    'GET /api/v1/me': () => jsonResponse(makeUserRecord(OFFICER_EMAIL, roles)),
    'GET /api/v1/admin/rates/live': () => jsonResponse(makeLiveMode()),
    'GET /api/v1/admin/events': fakeEventStream().handler,
    ...routes,
  });
  const auth = createFakeAuth({ user: makeUser(OFFICER_EMAIL) });
  return { ...renderApp(path, { auth }), fetch };
}

const order = {
  orderId: '0b7c9a52-3f0e-4d5a-9c1e-2a6f8e4d1b01',
  orderNumber: '12345678',
  customerName: 'Ivan Petrovsky',
  email: 'ivan@example.com',
  totalGbp: '600.00',
  placedAt: '2026-11-24T10:00:00.000Z',
};

export function makeHold(overrides: Partial<Hold> = {}): Hold {
  return {
    id: '5f0c8d1e-2a3b-4c5d-8e6f-7a8b9c0d1e2f',
    kind: 'sanctions_match',
    order,
    openedAt: '2026-11-24T10:01:00.000Z',
    closedAt: null,
    matches: [
      {
        entryId: 'RUS0001',
        listedName: 'PETROVSKY Ivan',
        primaryName: 'PETROVSKY Ivan',
        score: 0.934,
        datesOfBirth: ['1961-03-02'],
        regime: 'Russia',
        kind: 'individual',
      },
    ],
    caseId: null,
    reportId: null,
    decision: null,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<SuspicionReport> = {}): SuspicionReport {
  return {
    id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    reference: 'SR-2026-0007',
    status: 'raised',
    raisedBy: { kind: 'staff', id: 'clerk@highstreetfx.co.uk' },
    raisedAt: '2026-11-25T09:00:00.000Z',
    noticed: 'Paid in used notes and asked about limits twice',
    orders: [order],
    customerEmail: null,
    nca: null,
    decision: null,
    ...overrides,
  };
}

export function makeComplianceDashboard(
  overrides: Partial<ComplianceDashboard> = {},
): ComplianceDashboard {
  return {
    list: {
      listDate: '2026-11-20',
      importedAt: '2026-11-20T06:00:00.000Z',
      entries: 4987,
      names: 19876,
      format: 'uk_sanctions_list',
      source: 'sample',
      stale: false,
      lastRefusal: null,
    },
    openHolds: [
      { ...makeHold(), ageHours: 50 },
      { ...makeHold({ id: '5f0c8d1e-2a3b-4c5d-8e6f-000000000002' }), ageHours: 3 },
    ],
    openCases: [],
    reports: { thisMonth: 4, awaitingDecision: 1, awaitingConsent: 2, open: [] },
    alerts: [],
    ...overrides,
  };
}
