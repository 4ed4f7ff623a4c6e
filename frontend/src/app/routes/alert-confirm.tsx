import { useSearchParams } from 'react-router';
import { AlertConfirmation } from '@/features/alerts/components/alert-confirmation';

/** /alerts/confirm?token=…: the link in the e-mail that starts an alert set by e-mail. */
export function AlertConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AlertConfirmation key={token ?? ''} token={token} />;
}
