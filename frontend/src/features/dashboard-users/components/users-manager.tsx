import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserRecord } from '@fx/contracts';
import { DashLoading } from '@/components/layout/dash-loading';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { useToast } from '@/components/ui/toast';
import { usePromoteUser } from '../api/promote-user';
import { useUsers } from '../api/get-users';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';
import '@/styles/dashboard-admin.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Users: the list a page at a time, and 'Make Admin' after a confirmation. */
export function UsersManager() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const users = useUsers(page);
  const toast = useToast();
  const promoteUser = usePromoteUser();
  const [confirming, setConfirming] = useState<UserRecord | null>(null);
  const [promotingId, setPromotingId] = useState<string | null>(null);

  const promote = async (user: UserRecord) => {
    setConfirming(null);
    setPromotingId(user.id);
    try {
      const promoted = await promoteUser(user.id);
      toast.success(`${promoted.email} is now an admin`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPromotingId(null);
    }
  };

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const firstNumber = data ? (data.page - 1) * data.pageSize + 1 : 1;

  return (
    <div className="card dash-card">
      {users.error && !data ? (
        <ErrorPanel title="We couldn't load the users" headingLevel={3} {...retryProps(users)} />
      ) : !data ? (
        <DashLoading>Loading the users…</DashLoading>
      ) : data.users.length === 0 ? (
        <div className="state-panel">
          <h3 className="state-panel__title">
            {data.total === 0 ? 'No users yet' : `There is no page ${page}`}
          </h3>
          <p className="state-panel__text">
            {data.total === 0
              ? 'People appear here once they sign up or sign in.'
              : `There are ${data.total} users on ${pageCount} pages.`}
          </p>
        </div>
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {`Users ${firstNumber}–${firstNumber + data.users.length - 1} of ${data.total}`}
            {users.isValidating ? ' · updating…' : ''}
          </p>
          <UsersTable
            users={data.users}
            firstNumber={firstNumber}
            promotingId={promotingId}
            onMakeAdmin={setConfirming}
          />
          <UsersPagination page={data.page} pageCount={pageCount} />
        </>
      )}

      <Dialog
        open={confirming !== null}
        title="Are you sure?"
        description={
          confirming ? (
            <p>
              Make <strong>{confirming.email}</strong> an admin? They will be able to manage orders,
              currencies and users, and the dashboard cannot undo it.
            </p>
          ) : null
        }
        onClose={() => setConfirming(null)}
      >
        <div className="dialog__actions">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={() => confirming && void promote(confirming)}>Yes, make admin</Button>
        </div>
      </Dialog>
    </div>
  );
}
