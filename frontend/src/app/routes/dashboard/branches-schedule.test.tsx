import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollectionBranch, CollectionScheduleInput } from '@fx/contracts';
import { makeCurrencyTable } from '@/testing/currency-table';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';
import { makeCollectionBranch } from '@/testing/dashboard-branches';
import { jsonResponse } from '@/testing/fetch';
import { findToast } from '@/testing/toast';

const SCHEDULE_PUT = 'PUT /api/v1/admin/branches/high-street-north/schedule';

/** The Branches screen over one branch; the PUT answers as the server would, unless `refuse`. */
function setup(refuse?: () => Response) {
  let branch: CollectionBranch = makeCollectionBranch();
  const rendered = renderAsAdmin('/dashboard/branches', {
    'GET /api/v1/branches': () => jsonResponse({ branches: [branch] }),
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
    [SCHEDULE_PUT]: ({ body }) => {
      if (refuse) return refuse();
      branch = { ...branch, schedule: body as CollectionScheduleInput };
      return jsonResponse(branch);
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

async function hours() {
  return within(await screen.findByRole('table', { name: 'Opening hours, day by day' }));
}

describe('the Branches screen: opening hours', () => {
  it("shows the branch's week, cut-off and closed days", async () => {
    setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Branches' })).toBeInTheDocument();
    const week = await hours();
    expect(week.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
    expect(week.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(week.getByLabelText('Sunday closes')).toHaveValue('16:00');
    expect(screen.getByRole('checkbox', { name: 'Same-day collection' })).toBeChecked();
    expect(screen.getByLabelText('Orders placed before')).toHaveValue('14:00');
    expect(screen.getByRole('list', { name: 'Closed days' })).toHaveTextContent(
      'Friday 25 December 2026 · Christmas Day',
    );
  });

  it('saves the edited week, closed days and cut-off as one schedule, and says so', async () => {
    const { fetch, user } = setup();
    const week = await screen.findByRole('table', { name: 'Opening hours, day by day' });
    await user.click(within(week).getByRole('checkbox', { name: 'Open on Sunday' }));
    const mondayCloses = within(week).getByLabelText('Monday closes');
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '17:30');
    await user.click(screen.getByRole('checkbox', { name: 'Same-day collection' }));
    await user.type(screen.getByLabelText('Closed on'), '2026-12-26');
    await user.type(screen.getByLabelText('Reason'), 'Boxing Day');
    await user.click(screen.getByRole('button', { name: 'Add closed day' }));
    await user.click(screen.getByRole('button', { name: 'Remove Friday 25 December 2026' }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    expect(
      await findToast('Opening hours saved for Highstreet FX, High Street North'),
    ).toBeVisible();
    expect(callsTo(fetch, SCHEDULE_PUT)).toEqual([
      {
        weekly: {
          mon: { opens: '09:00', closes: '17:30' },
          tue: { opens: '09:00', closes: '18:00' },
          wed: { opens: '09:00', closes: '18:00' },
          thu: { opens: '09:00', closes: '18:00' },
          fri: { opens: '09:00', closes: '18:00' },
          sat: { opens: '09:00', closes: '18:00' },
          sun: null,
        },
        closures: [{ date: '2026-12-26', reason: 'Boxing Day' }],
        sameDayCutoff: null,
      },
    ]);
    expect(screen.getByText(/^Saved: /)).toHaveTextContent(
      'Saved: Monday 09:00–17:30, Tuesday to Saturday 09:00–18:00',
    );
  });

  it('asks for the date and the reason of a closed day before adding it', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add closed day' }));

    expect(screen.getByLabelText('Closed on')).toHaveAccessibleDescription(
      'Choose the day the branch is closed',
    );
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Say why the branch is closed',
    );
    await user.type(screen.getByLabelText('Closed on'), '2026-12-25');
    await user.type(screen.getByLabelText('Reason'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add closed day' }));
    expect(screen.getByLabelText('Closed on')).toHaveAccessibleDescription(
      'This day is already in the list',
    );
    expect(
      within(screen.getByRole('list', { name: 'Closed days' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it("shows the server's refusals beside the fields they name, and keeps the edits", async () => {
    const { user } = setup(() =>
      jsonResponse(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'VALIDATION_FAILED',
          message: 'The schedule is not valid',
          details: [
            { field: 'weekly.mon.closes', message: 'must close after it opens' },
            { field: 'sameDayCutoff', message: 'must be a time written 14:00' },
          ],
        },
        422,
      ),
    );
    const week = await screen.findByRole('table', { name: 'Opening hours, day by day' });
    const mondayCloses = within(week).getByLabelText('Monday closes');
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    expect(await findToast('The opening hours were not saved')).toBeVisible();
    expect(mondayCloses).toHaveAccessibleDescription('must close after it opens');
    expect(mondayCloses).toBeInvalid();
    expect(mondayCloses).toHaveValue('08:00');
    expect(screen.getByLabelText('Orders placed before')).toHaveAccessibleDescription(
      /must be a time written 14:00/,
    );
  });
});
