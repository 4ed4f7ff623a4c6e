import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import {
  C,
  makeComplianceDashboard,
  makeHold,
  makeReport,
  renderAsStaff,
} from '@/testing/compliance';

const HOLD = makeHold();

describe('the compliance section (issue 33)', () => {
  it('shows an officer who is not an admin only the compliance section', async () => {
    const { router } = renderAsStaff('/dashboard', {
      [`GET ${C}`]: () => jsonResponse(makeComplianceDashboard()),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/compliance'), {
      timeout: 10_000,
    });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Compliance' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Pending Orders' })).not.toBeInTheDocument();
    await router.navigate('/dashboard/Users');
    expect(await screen.findByText('This screen is for admins only.')).toBeInTheDocument();
  });

  it('keeps admins who are not officers out of the compliance screens', async () => {
    renderAsStaff('/dashboard/compliance', {}, ['admin']);

    expect(
      await screen.findByText('This screen is for compliance officers only.'),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Compliance' })).not.toBeInTheDocument();
  });

  it("shows the officer's dashboard: the list, holds oldest first with their age, reports", async () => {
    renderAsStaff('/dashboard/compliance', {
      [`GET ${C}`]: () =>
        jsonResponse(
          makeComplianceDashboard({
            list: { ...makeComplianceDashboard().list, stale: true },
          }),
        ),
    });

    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Sanctions list of 2026-11-20: 4,987 entries (19,876 names).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The list is out of date: import the latest one.')).toBeInTheDocument();
    const holds = screen.getByRole('heading', { name: 'Open holds (2)' }).parentElement!;
    const items = within(holds).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('waiting 2 days');
    expect(items[1]).toHaveTextContent('waiting 3 hours');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/dashboard/compliance/holds/${HOLD.id}`,
    );
    expect(screen.getByText('No open cases.')).toBeInTheDocument();
    expect(screen.getByText('Awaiting consent').nextSibling).toHaveTextContent('2');
  });

  it('shows a 403 plainly', async () => {
    renderAsStaff('/dashboard/compliance', {
      [`GET ${C}`]: () => errorResponse(403, 'FORBIDDEN', 'Compliance officers only'),
    });

    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('Compliance officers only')).toBeInTheDocument();
  });

  it('clears a hold with a reason, after asking', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderAsStaff(`/dashboard/compliance/holds/${HOLD.id}`, {
      [`GET ${C}/holds/${HOLD.id}`]: () => jsonResponse(HOLD),
      [`GET ${C}`]: () => jsonResponse(makeComplianceDashboard()),
      [`POST ${C}/holds/${HOLD.id}/clear`]: ({ body }) => {
        bodies.push(body);
        return jsonResponse(
          makeHold({
            closedAt: '2026-11-26T09:00:00.000Z',
            decision: {
              outcome: 'cleared',
              reason: 'Different date of birth',
              by: { kind: 'staff', id: 'mlro' },
              at: '2026-11-26T09:00:00.000Z',
              ofsiReference: null,
              ofsiReportedOn: null,
            },
          }),
        );
      },
    });

    const matches = await screen.findByRole('table', { name: 'Possible matches' });
    expect(within(matches).getByText('93%')).toBeInTheDocument();
    expect(within(matches).getByText('1961-03-02')).toBeInTheDocument();
    expect(within(matches).getByText('Russia')).toBeInTheDocument();

    const clear = screen.getByRole('form', { name: 'Clear: not the listed person' });
    await user.click(within(clear).getByRole('button', { name: 'Clear' }));
    expect(within(clear).getByText('Give the reason')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(clear).getByLabelText('Reason'), 'Different date of birth');
    await user.click(within(clear).getByRole('button', { name: 'Clear' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear this hold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));

    // The answer replaces the decision forms with the decision.
    expect(await screen.findByRole('heading', { name: 'Decision: cleared' })).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Different date of birth' }]);
    expect(screen.queryByRole('form', { name: 'Confirm match' })).not.toBeInTheDocument();
  });

  it('shows the fields the server refused when confirming a match', async () => {
    const user = userEvent.setup();
    renderAsStaff(`/dashboard/compliance/holds/${HOLD.id}`, {
      [`GET ${C}/holds/${HOLD.id}`]: () => jsonResponse(HOLD),
      [`POST ${C}/holds/${HOLD.id}/confirm`]: () =>
        jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            details: [{ field: 'ofsiReportedOn', message: 'must not be in the future' }],
          },
          422,
        ),
    });

    const form = await screen.findByRole('form', { name: 'Confirm match' });
    await user.type(within(form).getByLabelText('Reason'), 'Same name and date of birth');
    await user.type(within(form).getByLabelText('OFSI reference'), 'OFSI-123');
    await user.type(within(form).getByLabelText('Reported to OFSI on'), '2030-01-01');
    await user.click(within(form).getByRole('button', { name: 'Confirm match' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the match?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm match' }));

    expect(await within(form).findByText('must not be in the future')).toBeInTheDocument();
  });

  it('records a report submitted to the NCA and shows the consent clock', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const report = makeReport();
    renderAsStaff(`/dashboard/compliance/reports/${report.id}`, {
      [`GET ${C}/reports/${report.id}`]: () => jsonResponse(report),
      [`GET ${C}`]: () => jsonResponse(makeComplianceDashboard()),
      [`POST ${C}/reports/${report.id}/decision`]: ({ body }) => {
        bodies.push(body);
        return jsonResponse(
          makeReport({
            status: 'awaiting_consent',
            nca: {
              reference: 'NCA-9',
              submittedOn: '2026-11-20',
              consentRequested: true,
              noticeEndsOn: '2099-12-01',
              refusedOn: null,
              moratoriumEndsOn: null,
              consentGivenOn: null,
            },
          }),
        );
      },
    });

    const form = await screen.findByRole('form', { name: 'Submitted to the NCA' });
    await user.type(within(form).getByLabelText('NCA reference'), 'NCA-9');
    await user.type(within(form).getByLabelText('Submitted on'), '2026-11-20');
    await user.click(within(form).getByLabelText('Consent requested (DAML)'));
    await user.type(within(form).getByLabelText('Reason'), 'Structuring suspected');
    await user.click(within(form).getByRole('button', { name: 'Record the submission' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Record the submission' }),
    );

    expect(await screen.findByText('Notice period ends')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        outcome: 'submitted',
        ncaReference: 'NCA-9',
        submittedOn: '2026-11-20',
        consentRequested: true,
        reason: 'Structuring suspected',
      },
    ]);
    expect(screen.getByText('2099-12-01')).toBeInTheDocument();
    expect(screen.getByText('Days left')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Consent refused' })).toBeInTheDocument();
  });

  it('names the line and column of a refused list file, and keeps the list in force', async () => {
    const user = userEvent.setup();
    renderAsStaff('/dashboard/compliance/sanctions', {
      [`GET ${C}/sanctions-list`]: () => jsonResponse(makeComplianceDashboard().list),
      [`POST ${C}/sanctions-list/import`]: () =>
        errorResponse(422, 'SANCTIONS_LIST_INVALID', 'Line 3, column 7: unclosed quote'),
    });

    expect(await screen.findByText(/4,987 entries/)).toBeInTheDocument();
    const file = new File(['Name 6,Name 1\n"bad'], 'list.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('List file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Line 3, column 7: unclosed quote')).toBeInTheDocument();
    expect(screen.getByText(/4,987 entries/)).toBeInTheDocument();
  });

  it('pages the audit log and says when it is empty', async () => {
    renderAsStaff('/dashboard/compliance/audit?page=2', {
      [`GET ${C}/audit`]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('page') === '2'
          ? jsonResponse({
              entries: [
                {
                  id: '1',
                  at: '2026-11-26T09:00:00.000Z',
                  by: { kind: 'staff', id: 'mlro' },
                  action: 'cleared hold',
                  subject: 'order 12345678',
                  detail: null,
                },
              ],
              total: 51,
            })
          : jsonResponse({ entries: [], total: 0 }),
    });

    expect(await screen.findByText('cleared hold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/dashboard/compliance/audit',
    );
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
