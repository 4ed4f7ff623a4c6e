import type { OrderView } from '@fx/contracts';
import { buyBackLabels, isBuyBackOpen } from '@fx/contracts/web';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/page-clock';
import { saveSellBack, sellBackOf } from '@/lib/sell-back';

/**
 * "Sell back at 1.1300 EUR per £1 until Saturday 26 December", one per currency of an order whose
 * buy-back guarantee is still open: each starts a Click & Sell order of that currency at that rate.
 */
export function SellBackButtons({ order }: { order: Pick<OrderView, 'orderNumber' | 'buyBack'> }) {
  const navigate = useNavigate();
  const now = useNow();
  const guarantee = order.buyBack;
  if (!guarantee || !isBuyBackOpen(guarantee, now)) return null;
  const labels = buyBackLabels(guarantee);
  return (
    <div className="sell-back">
      {guarantee.allowances.map((allowance, index) => (
        <Button
          key={allowance.currency}
          variant="outline"
          size="sm"
          onClick={() => {
            saveSellBack(sellBackOf(order.orderNumber, guarantee, allowance));
            void navigate(paths.purchase(allowance.currency, 'Sell'));
          }}
        >
          {labels[index]}
        </Button>
      ))}
    </div>
  );
}
