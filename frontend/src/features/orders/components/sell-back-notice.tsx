import { dayLabel } from '@fx/contracts/web';
import type { SellBack } from '@/lib/sell-back';

/**
 * Said above a Click & Sell order under a buy-back guarantee: which order's, at which rate, how
 * much and until when; and why the server refused it, if it did.
 */
export function SellBackNotice({
  sellBack,
  problem,
  onStop,
}: {
  sellBack: SellBack;
  problem: string | undefined;
  onStop: () => void;
}) {
  const { currency } = sellBack;
  return (
    <div className="banner banner--info sell-back-notice" role="status">
      <p>
        Selling back {currency} under the buy-back guarantee of order {sellBack.orderNumber}: at{' '}
        {sellBack.rate} {currency} per £1, up to {sellBack.foreign} {currency}, until{' '}
        {dayLabel(sellBack.until)}.
      </p>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="link-button" onClick={onStop}>
        Sell at today&apos;s rate instead
      </button>
    </div>
  );
}
