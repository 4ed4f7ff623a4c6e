import { useId } from 'react';
import { UsersManager } from '@/features/dashboard-users/components/users-manager';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/Users: everyone who has signed in, and Make Admin. */
export function Users() {
  useDocumentTitle('Users');
  const titleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            Users
          </h2>
          <p className="dash-screen__lead">Everyone who has signed up or signed in.</p>
        </div>
      </header>
      <UsersManager />
    </section>
  );
}
