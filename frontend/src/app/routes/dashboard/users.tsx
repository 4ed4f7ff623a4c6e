import { DashScreen } from '@/components/layout/dash-screen';
import { UsersManager } from '@/features/dashboard-users/components/users-manager';

/** /dashboard/Users: everyone who has signed in, and Make Admin. */
export function Users() {
  return (
    <DashScreen title="Users" lead="Everyone who has signed up or signed in.">
      <UsersManager />
    </DashScreen>
  );
}
