import type { MyOrder } from '@fx/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { missingCurrenciesMessage, orderAgainLines } from '@/features/account/utils/order-again';
import { replaceCartLines } from '@/lib/cart-store';
import { currenciesKey, getCurrencies } from '@/lib/get-currencies';

/**
 * "Order again": today's rate table is fetched, the cart's lines for the order's way become the
 * order's lines at today's prices, and the purchase flow opens on them. Resolves with a message
 * when nothing could be put in the cart (the flow then does not open); rejects with an ApiError
 * when the rates could not be loaded.
 */
export function useOrderAgain() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  return useCallback(
    async (order: MyOrder): Promise<string | null> => {
      const table = await getCurrencies();
      void mutate(currenciesKey, table, { revalidate: false });
      const { lines, missing } = orderAgainLines(order, table.currencies);
      const first = lines[0];
      if (!first) return missingCurrenciesMessage(missing, true);

      replaceCartLines(order.way, lines);
      toast.success(`Order ${order.orderNumber}'s currencies are in your order at today's rates.`);
      if (missing.length > 0) toast.info(missingCurrenciesMessage(missing, false));
      await navigate(paths.purchase(first.currency, order.way === 'collect' ? 'Order' : 'Sell'));
      return null;
    },
    [mutate, navigate, toast],
  );
}
