import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayLabel, isCalendarDate, londonNow } from '@fx/contracts/web';
import { DashLoading } from '@/components/layout/dash-loading';
import { ErrorPanel, retryProps } from '@/components/ui/error-panel';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useDispatch } from '../api/get-dispatch';
import { useLiveDispatch } from '../hooks/use-live-dispatch';
import { arrivingHeading } from '../utils/dispatch-copy';
import { DispatchOrderCard } from './dispatch-order-card';
import '@/styles/dashboard-admin.css';
import '@/styles/dashboard-orders.css';
import '@/styles/dashboard-dispatch.css';

/**
 * The Dispatch screen's body: delivery orders by the day they arrive, from today or the day in
 * ?from=, kept current as orders are accepted, sent or cancelled.
 */
export function DispatchView() {
  const [now] = useState(() => new Date());
  const fromId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('from');
  const from = asked && isCalendarDate(asked) ? asked : null;
  const list = useDispatch(from);
  const { connected } = useLiveDispatch();

  const days = list.data?.days.filter((day) => day.orders.length > 0) ?? [];
  let content;
  if (list.error && !list.data) {
    content = (
      <ErrorPanel headingLevel={3} title="We couldn't load the deliveries" {...retryProps(list)} />
    );
  } else if (!list.data) {
    content = <DashLoading>Loading the deliveries…</DashLoading>;
  } else if (days.length === 0) {
    content = (
      <div className="state-panel dispatch-empty">
        <h3 className="state-panel__title">Nothing to send</h3>
        <p className="state-panel__text">
          No delivery orders arrive {from ? `from ${dayLabel(from)}` : 'from today'} on. Orders paid
          for home delivery show here by the day they arrive.
        </p>
      </div>
    );
  } else {
    content = days.map((day) => (
      <section key={day.day} className="dispatch-day" aria-labelledby={`${fromId}-${day.day}`}>
        <h3 id={`${fromId}-${day.day}`} className="dash-card__title dispatch-day__title">
          {arrivingHeading(day.day, now)}
          <span className="dispatch-day__count">
            {day.orders.length === 1 ? '1 order' : `${day.orders.length} orders`}
          </span>
        </h3>
        <ul className="dispatch-day__orders" role="list">
          {day.orders.map((order) => (
            <li key={order.id}>
              <DispatchOrderCard order={order} />
            </li>
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className="dispatch-view" aria-busy={list.isValidating || undefined}>
      <div className="dispatch-view__bar">
        <div className="field dispatch-view__from">
          <label className="field__label" htmlFor={fromId}>
            Arriving from
          </label>
          <input
            id={fromId}
            className="field__input"
            type="date"
            value={from ?? londonNow(now).date}
            onChange={(event) => {
              const next = event.target.value;
              setSearchParams(next ? { from: next } : {}, { replace: true });
            }}
          />
        </div>
        <LiveIndicator
          connected={connected}
          liveTitle="Orders accepted, sent or cancelled change this list as it happens."
        />
      </div>
      {content}
    </div>
  );
}
