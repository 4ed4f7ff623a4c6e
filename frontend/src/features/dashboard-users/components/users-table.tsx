import type { GrantableRole, UserRecord } from '@fx/contracts';
import { GRANTABLE_ROLES, ROLE_LABELS } from '@fx/contracts/web';
import { rolesOf } from '@/lib/use-auth';

/** A user's roles in words: "Admin, Compliance officer", or "User". */
export function rolesLabel(user: UserRecord): string {
  const staff = rolesOf(user).filter((role) => role !== 'user');
  return staff.length === 0 ? 'User' : staff.map((role) => ROLE_LABELS[role]).join(', ');
}

export type RoleChange = { user: UserRecord; role: GrantableRole; granted: boolean };

/**
 * User No (numbered across pages), Email, Roles and a switch per grantable role (Admin,
 * Compliance officer). Nobody changes their own roles: their switches are disabled, with why.
 * On narrow screens each row is a card.
 */
export function UsersTable({
  users,
  firstNumber,
  ownEmail,
  busyId,
  onChange,
}: {
  users: readonly UserRecord[];
  /** The User No of the first row: 21 on page 2 of 20 a page. */
  firstNumber: number;
  /** The signed-in member of staff. */
  ownEmail: string | null;
  busyId: string | null;
  onChange: (change: RoleChange) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--users">
        <caption className="visually-hidden">Users and their roles</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-table__num">
              User No
            </th>
            <th scope="col">Email</th>
            <th scope="col">Roles</th>
            {GRANTABLE_ROLES.map((role) => (
              <th key={role} scope="col" className="admin-table__action">
                {ROLE_LABELS[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => {
            const roles = rolesOf(user);
            const own = ownEmail !== null && user.email.toLowerCase() === ownEmail.toLowerCase();
            const busy = busyId === user.id;
            const ownNoteId = `user-${user.id}-own`;
            return (
              <tr key={user.id}>
                <td data-label="User No" className="admin-table__num">
                  {firstNumber + index}
                </td>
                <th
                  scope="row"
                  id={`user-${user.id}-email`}
                  data-label="Email"
                  className="admin-table__email"
                >
                  {user.email}
                  {own ? (
                    <span id={ownNoteId} className="admin-table__note">
                      {' '}
                      (you: your own roles cannot be changed here)
                    </span>
                  ) : null}
                </th>
                <td data-label="Roles">
                  <span className={`admin-role admin-role--${user.role}`}>{rolesLabel(user)}</span>
                </td>
                {GRANTABLE_ROLES.map((role) => {
                  const held = roles.includes(role);
                  return (
                    <td key={role} data-label={ROLE_LABELS[role]} className="admin-table__action">
                      <label className="admin-switch">
                        <input
                          type="checkbox"
                          role="switch"
                          checked={held}
                          disabled={own || busy}
                          aria-busy={busy || undefined}
                          aria-label={`${ROLE_LABELS[role]}: ${user.email}`}
                          aria-describedby={own ? ownNoteId : undefined}
                          onChange={() => onChange({ user, role, granted: !held })}
                        />
                        <span aria-hidden="true">{held ? 'Yes' : 'No'}</span>
                      </label>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
