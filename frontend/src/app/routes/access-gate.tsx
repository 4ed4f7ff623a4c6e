import { useLocation, useNavigate } from 'react-router';
import { AccessGateForm } from '@/features/access-gate/components/access-gate-form';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { returnToPath } from '@/lib/return-to';

/** /box, standalone (no site header): on to the requested page, or home when refused. */
export function AccessGate() {
  useDocumentTitle('Secure Box');
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  return (
    <main className="gate-page">
      <AccessGateForm
        onGranted={() => void navigate(returnToPath(state), { replace: true })}
        onDenied={() => void navigate(paths.home(), { replace: true })}
      />
    </main>
  );
}
