import type { UserRecord } from '@fx/contracts';
import { Button } from '@/components/ui/button';

export function roleLabel(role: UserRecord['role']): string {
  return role === 'admin' ? 'Admin' : 'User';
}

/**
 * User No (numbered across pages), Email, Status (the role) and 'Make Admin', which is disabled
 * for admins. On narrow screens each row is a card.
 */
export function UsersTable({
  users,
  firstNumber,
  promotingId,
  onMakeAdmin,
}: {
  users: readonly UserRecord[];
  /** The User No of the first row: 21 on page 2 of 20 a page. */
  firstNumber: number;
  promotingId: string | null;
  onMakeAdmin: (user: UserRecord) => void;
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
            <th scope="col">Status</th>
            <th scope="col" className="admin-table__action">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => {
            const isAdmin = user.role === 'admin';
            const busy = promotingId === user.id;
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
                </th>
                <td data-label="Status">
                  <span className={`admin-role admin-role--${user.role}`}>
                    {roleLabel(user.role)}
                  </span>
                </td>
                <td data-label="Action" className="admin-table__action">
                  <Button
                    size="sm"
                    variant={isAdmin ? 'outline' : 'secondary'}
                    disabled={isAdmin || busy}
                    aria-busy={busy || undefined}
                    aria-describedby={`user-${user.id}-email`}
                    title={isAdmin ? 'Already an admin' : undefined}
                    onClick={() => onMakeAdmin(user)}
                  >
                    Make Admin
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
