import type { OrderLine, Way } from '@fx/contracts';
import { TableHead } from '@/components/ui/table-head';
import { formatPricedAmount } from '@/lib/format';

const COLUMNS = ['Currency', 'From', 'To', 'Rate'] as const;

/** Currency, From, To, Rate: what the customer hands over and receives on each line. */
export function OrderLinesTable({
  lines,
  way,
  totalGbp,
  caption = 'Your order',
  byCard = false,
}: {
  lines: Pick<OrderLine, 'currency' | 'rate' | 'gbp' | 'foreign'>[];
  way: Way;
  totalGbp: string;
  caption?: string;
  /** Paid now by card (issue 32): the total is the currency's, not what is paid in the branch. */
  byCard?: boolean;
}) {
  const paidWhere = byCard
    ? 'of currency, paid by card'
    : way === 'collect'
      ? 'to pay in the branch'
      : 'paid to you in the branch';
  return (
    <table className="order-table">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={COLUMNS} />
      <tbody>
        {lines.map((line, index) => {
          const pounds = formatPricedAmount(line.gbp, 'GBP');
          const foreign = formatPricedAmount(line.foreign, line.currency);
          return (
            <tr key={`${line.currency}-${index}`}>
              <th scope="row">{line.currency}</th>
              <td>{way === 'collect' ? pounds : foreign}</td>
              <td>{way === 'collect' ? foreign : pounds}</td>
              <td>{line.rate}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td colSpan={3}>
            <strong>{formatPricedAmount(totalGbp, 'GBP')}</strong> {paidWhere}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
