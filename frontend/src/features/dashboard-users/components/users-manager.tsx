import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROLE_LABELS } from '@fx/contracts/web';
import { DashLoading } from '@/components/layout/dash-loading';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/use-auth';
import { useSetRole } from '../api/set-role';
import { useUsers } from '../api/get-users';
import { UsersPagination } from './users-pagination';
import { UsersTable } from './users-table';
import type { RoleChange } from './users-table';
import '@/styles/dashboard-admin.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Users: the list a page at a time, and each user's roles granted or removed after a confirmation. */
export function UsersManager() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const users = useUsers(page);
  const toast = useToast();
  const setRole = useSetRole();
  const { user: me } = useAuth();
  const [confirming, setConfirming] = useState<RoleChange | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = async ({ user, role, granted }: RoleChange) => {
    setConfirming(null);
    setBusyId(user.id);
    try {
      const now = await setRole(user.id, role, granted);
      toast.success(
        granted
          ? `${now.email} is now ${role === 'admin' ? 'an admin' : 'a compliance officer'}`
          : `${now.email} is no longer ${role === 'admin' ? 'an admin' : 'a compliance officer'}`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
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
            ownEmail={me?.email ?? null}
            busyId={busyId}
            onChange={setConfirming}
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
              {confirming.granted ? 'Grant' : 'Remove'} the{' '}
              <strong>{ROLE_LABELS[confirming.role]}</strong> role{' '}
              {confirming.granted ? 'to' : 'from'} <strong>{confirming.user.email}</strong>?{' '}
              {confirming.role === 'compliance_officer'
                ? 'Officers see holds, cases and suspicion reports. The change is audited.'
                : 'Admins manage orders, currencies, users and settings.'}
            </p>
          ) : null
        }
        onClose={() => setConfirming(null)}
      >
        <div className="dialog__actions">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={() => confirming && void change(confirming)}>
            {confirming?.granted ? 'Yes, grant' : 'Yes, remove'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
