import { useSearchParams } from 'react-router';
import { AlertUnsubscribe as Unsubscribe } from '@/features/alerts/components/alert-unsubscribe';

/** /alerts/unsubscribe?token=…: the link in every alert e-mail; no sign-in needed. */
export function AlertUnsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <Unsubscribe key={token ?? ''} token={token} />;
}
