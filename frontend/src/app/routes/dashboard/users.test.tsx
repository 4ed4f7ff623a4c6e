import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@fx/contracts';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { ADMIN_EMAIL, callsTo, renderAsAdmin } from '@/testing/dashboard-admin';

const user = (n: number, role: UserRecord['role'] = 'user'): UserRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.com`,
  role,
  roles: role === 'admin' ? ['user', 'admin'] : ['user'],
  createdAt: '2025-03-01T09:00:00.000Z',
  lastSignInAt: null,
});

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function setup(
  path = '/dashboard/Users?page=2',
  answer: Parameters<typeof renderAsAdmin>[1][string] = () =>
    jsonResponse({ ...user(22), roles: ['user', 'compliance_officer'] }),
) {
  let users = [user(21, 'admin'), user(22), user(23), { ...user(24, 'admin'), email: ADMIN_EMAIL }];
  const rendered = renderAsAdmin(path, {
    'GET /api/v1/admin/users': ({ url }) => {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      return jsonResponse({ users, total: 43, page, pageSize: 20 });
    },
    [`PUT /api/v1/admin/users/${ID(22)}/roles/compliance_officer`]: (request) => {
      const reply = answer(request);
      if (reply instanceof Response && reply.ok) {
        users = users.map((record) =>
          record.id === ID(22) ? { ...record, roles: ['user', 'compliance_officer'] } : record,
        );
      }
      return reply;
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The role switch of the row with this e-mail. */
async function switchFor(email: string, role: 'Admin' | 'Compliance officer') {
  await screen.findByText(email);
  return screen.getByRole('switch', { name: `${role}: ${email}` });
}

describe('Users', () => {
  it("numbers the users across pages and shows each one's roles", async () => {
    setup();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User No', 'Email', 'Roles', 'Admin', 'Compliance officer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '21',
      '22',
      '23',
      '24',
    ]);
    expect(within(rows[0]!).getByText('Admin', { selector: '.admin-role' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('User')).toBeInTheDocument();
    expect(await switchFor('person21@example.com', 'Admin')).toBeChecked();
    expect(await switchFor('person22@example.com', 'Compliance officer')).not.toBeChecked();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('disables the switches of the signed-in member of staff, saying why', async () => {
    setup();

    const own = await switchFor(ADMIN_EMAIL, 'Compliance officer');
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(/your own roles cannot be changed/);
    expect(await switchFor('person22@example.com', 'Compliance officer')).toBeEnabled();
  });

  it('asks first, then grants the officer role and shows it', async () => {
    const { user: person, fetch } = setup();
    const route = `PUT /api/v1/admin/users/${ID(22)}/roles/compliance_officer`;

    await person.click(await switchFor('person22@example.com', 'Compliance officer'));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Grant the Compliance officer role to person22@example.com?');
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, route)).toHaveLength(0);

    await person.click(await switchFor('person22@example.com', 'Compliance officer'));
    await person.click(screen.getByRole('button', { name: 'Yes, grant' }));

    expect(
      await screen.findByText('person22@example.com is now a compliance officer'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, route)).toHaveLength(1);
    await waitFor(async () =>
      expect(await switchFor('person22@example.com', 'Compliance officer')).toBeChecked(),
    );
  });

  it("shows the server's words when the change is refused", async () => {
    const { user: person } = setup('/dashboard/Users?page=2', () =>
      errorResponse(403, 'OWN_ROLE_CHANGE', 'Nobody changes their own roles'),
    );

    await person.click(await switchFor('person22@example.com', 'Compliance officer'));
    await person.click(screen.getByRole('button', { name: 'Yes, grant' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody changes their own roles');
    expect(await switchFor('person22@example.com', 'Compliance officer')).not.toBeChecked();
  });
});
