import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@fx/contracts';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';

const user = (n: number, role: UserRecord['role'] = 'user'): UserRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.com`,
  role,
  roles: role === 'admin' ? ['user', 'admin'] : ['user'],
  createdAt: '2025-03-01T09:00:00.000Z',
  lastSignInAt: null,
});

function setup(
  path = '/dashboard/Users?page=2',
  promote: Parameters<typeof renderAsAdmin>[1][string] = () =>
    jsonResponse({ ...user(22), role: 'admin' }),
) {
  let users = [user(21, 'admin'), user(22), user(23)];
  const rendered = renderAsAdmin(path, {
    'GET /api/v1/admin/users': ({ url }) => {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      return jsonResponse({ users, total: 43, page, pageSize: 20 });
    },
    'POST /api/v1/admin/users/00000000-0000-4000-8000-000000000022/promote': (request) => {
      const answer = promote(request);
      users = users.map((record) =>
        record.id === user(22).id ? { ...record, role: 'admin' } : record,
      );
      return answer;
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The 'Make Admin' button of the row with this e-mail (described by the e-mail). */
async function makeAdminFor(email: string) {
  const row = (await screen.findByText(email)).closest('tr') as HTMLElement;
  const button = within(row).getByRole('button', { name: 'Make Admin' });
  expect(button).toHaveAccessibleDescription(email);
  return button;
}

describe('Users', () => {
  it('numbers the users across pages and shows each role', async () => {
    setup();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User No', 'Email', 'Status', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '21',
      '22',
      '23',
    ]);
    expect(within(rows[0]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('User')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/dashboard/Users',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/dashboard/Users?page=3',
    );
  });

  it("disables 'Make Admin' for admins", async () => {
    setup();

    expect(await makeAdminFor('person21@example.com')).toBeDisabled();
    expect(await makeAdminFor('person22@example.com')).toBeEnabled();
  });

  it('asks first, then promotes the user and shows the new role', async () => {
    const { user: person, fetch } = setup();

    await person.click(await makeAdminFor('person22@example.com'));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Make person22@example.com an admin?');
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      callsTo(fetch, 'POST /api/v1/admin/users/00000000-0000-4000-8000-000000000022/promote'),
    ).toHaveLength(0);

    await person.click(await makeAdminFor('person22@example.com'));
    await person.click(screen.getByRole('button', { name: 'Yes, make admin' }));

    expect(await screen.findByText('person22@example.com is now an admin')).toBeInTheDocument();
    expect(
      callsTo(fetch, 'POST /api/v1/admin/users/00000000-0000-4000-8000-000000000022/promote'),
    ).toHaveLength(1);
    await waitFor(async () => expect(await makeAdminFor('person22@example.com')).toBeDisabled());
  });

  it("shows the server's words when promoting fails", async () => {
    const { user: person } = setup('/dashboard/Users?page=2', () =>
      errorResponse(404, 'USER_NOT_FOUND', 'That user no longer exists'),
    );

    await person.click(await makeAdminFor('person22@example.com'));
    await person.click(screen.getByRole('button', { name: 'Yes, make admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That user no longer exists');
  });
});
