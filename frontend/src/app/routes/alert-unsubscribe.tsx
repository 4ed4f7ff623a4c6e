import { useSearchParams } from 'react-router';
import { AlertUnsubscribe as Unsubscribe } from '@/features/alerts/components/alert-unsubscribe';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /alerts/unsubscribe?token=…: the link in every alert e-mail; no sign-in needed. */
export function AlertUnsubscribe() {
  useDocumentTitle('Stop a rate alert');
  const [params] = useSearchParams();
  const token = params.get('token');
  return <Unsubscribe key={token ?? ''} token={token} />;
}
