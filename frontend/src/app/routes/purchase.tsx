import { useParams } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { PurchaseFlow } from '@/features/orders/components/purchase-flow';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/styles/orders.css';

/** /purchase/{code}/{Order|Sell}: the three-step order flow for Click & Collect or Click & Sell. */
export function Purchase() {
  const { currencyParams = '', currentWay = '' } = useParams();
  const code = currencyParams.toUpperCase();
  const way = currentWay.toLowerCase();
  const valid = /^[A-Z]{3}$/.test(code) && (way === 'order' || way === 'sell');
  useDocumentTitle(way === 'sell' ? 'Sell travel money' : 'Order travel money');
  if (!valid) return <NotFound />;
  return <PurchaseFlow key={way} way={way === 'order' ? 'collect' : 'sell'} initialCode={code} />;
}
