import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListedOrderStatus, OrderSummary } from '@fx/contracts';
import { Button } from '@/components/ui/button';
import { retryProps } from '@/components/ui/error-panel';
import { Pagination, pageCount } from '@/components/ui/pagination';
import { ORDERS_PAGE_SIZE, useOrders } from '@/features/dashboard-orders/api/get-orders';
import type { OrderAction } from '@/features/dashboard-orders/api/order-actions';
import { useLiveOrders } from '@/features/dashboard-orders/hooks/use-live-orders';
import { useOrderAction } from '@/features/dashboard-orders/hooks/use-order-action';
import type { OrderEvent } from '@/features/dashboard-orders/utils/order-events';
import { refundsOnDelete } from '@/features/dashboard-orders/utils/payment-copy';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { OrderActionDialog } from './order-action-dialog';
import { OrderSearch } from './order-search';
import { OrdersEmpty, OrdersError, OrdersSkeleton } from './orders-states';
import { OrdersTable } from './orders-table';
import type { RowAction } from './orders-table';
import '@/styles/orders.css';
import '@/styles/dashboard-orders.css';

/** How long a new order stays highlighted. */
export const NEW_ORDER_HIGHLIGHT_MS = 8000;

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * One of the order lists (Pending, Accepted, History): search, the table, pagination, the actions
 * with their dialogs, and live updates. The page and the search live in the URL (?page=&q=).
 */
export function OrdersScreen({
  status,
  title,
  emptyTitle,
  emptyText,
  actions,
  announceNewOrders = false,
}: {
  status: ListedOrderStatus;
  title: string;
  emptyTitle: string;
  emptyText: string;
  actions: readonly RowAction[];
  /** Highlight and announce orders placed while the list is open (the Pending list). */
  announceNewOrders?: boolean;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const page = readPage(searchParams.get('page'));
  const list = useOrders({ status, page, q });
  const flow = useOrderAction();
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const onOrderEvent = (event: OrderEvent) => {
    if (!announceNewOrders || event.type !== 'order.placed') return;
    const { orderId, orderNumber } = event.order;
    setAnnouncement(`New order ${orderNumber}`);
    setHighlighted((current) => new Set(current).add(orderId));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHighlighted((current) => {
        const next = new Set(current);
        next.delete(orderId);
        return next;
      });
    }, NEW_ORDER_HIGHLIGHT_MS);
    timers.current.add(timer);
  };
  const { connected } = useLiveOrders(onOrderEvent);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const setQuery = (next: { page?: number; q?: string }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const nextQ = next.q ?? q;
        const nextPage = next.page ?? page;
        if (nextQ) params.set('q', nextQ);
        else params.delete('q');
        if (nextPage > 1) params.set('page', String(nextPage));
        else params.delete('page');
        return params;
      },
      { replace: true },
    );
  };

  // A page emptied by actions elsewhere (or a stale link) steps back to the last page there is.
  const data = list.data;
  const lastPage = data ? pageCount(data.total, ORDERS_PAGE_SIZE) : 1;
  const beyondEnd = !!data && !list.isLoading && data.orders.length === 0 && page > lastPage;
  useEffect(() => {
    if (beyondEnd) setQuery({ page: lastPage });
    // setQuery is rebuilt each render; the step back depends only on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyondEnd, lastPage]);

  const onAction = (action: OrderAction, order: OrderSummary) => {
    flow.ask(action, {
      id: order.id,
      orderNumber: order.orderNumber,
      name: order.name,
      paid: refundsOnDelete(order.status, order.payment),
    });
  };

  const closeDialog = () => {
    flow.close();
    // The row's button may have gone with its order: keep focus on the screen, not the page body.
    setTimeout(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    }, 0);
  };

  let content;
  if (!data) {
    content = list.error ? (
      <OrdersError title={`We couldn't load the ${title.toLowerCase()}`} {...retryProps(list)} />
    ) : (
      <OrdersSkeleton label={`Loading the ${title.toLowerCase()}…`} />
    );
  } else if (data.orders.length === 0) {
    content = q ? (
      <OrdersEmpty
        title={`No orders match "${q}"`}
        text="Try the start of the order number, or part of the customer's name or e-mail."
        onClear={() => setQuery({ q: '', page: 1 })}
      />
    ) : (
      <OrdersEmpty title={emptyTitle} text={emptyText} />
    );
  } else {
    content = (
      <>
        {list.error ? (
          <div className="banner banner--error orders-screen__stale" role="alert">
            <p>We couldn't refresh this list: {list.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void list.mutate()}>
              Try again
            </Button>
          </div>
        ) : null}
        <OrdersTable
          caption={title}
          orders={data.orders}
          actions={actions}
          highlighted={highlighted}
          busy={list.isValidating}
          onAction={onAction}
        />
        <Pagination
          label={`${title} pages`}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => setQuery({ page: next })}
        />
      </>
    );
  }

  return (
    <section className="orders-screen" aria-labelledby={headingId}>
      <div className="orders-screen__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="orders-screen__title">
          {title}
        </h2>
        <LiveIndicator connected={connected} />
      </div>
      <OrderSearch value={q} onSearch={(next) => setQuery({ q: next, page: 1 })} />
      <div className="orders-screen__body">{content}</div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <OrderActionDialog state={flow.state} onConfirm={flow.confirm} onClose={closeDialog} />
    </section>
  );
}
