import type { AlertStatus, RateAlert } from '@fx/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { BellIcon } from '@/components/ui/icons';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toast';
import { useDeleteMyAlert } from '@/features/alerts/api/delete-my-alert';
import { useMyAlerts } from '@/features/alerts/api/get-my-alerts';
import { AlertChannelControl } from '@/features/alerts/components/alert-channel-control';
import { PushDevicesPanel } from '@/features/alerts/components/push-devices-panel';
import { alertSetMessage } from '@/features/alerts/components/rate-alert-dialog';
import { RateAlertForm } from '@/features/alerts/components/rate-alert-form';
import { isApiError } from '@/lib/api-client';
import { formatRateLine, formatUkDate } from '@/lib/format';
import { useCurrencies } from '@/lib/get-currencies';

const STATUS_CLASS: Record<AlertStatus, string> = {
  unconfirmed: 'pending',
  active: 'accepted',
  triggered: 'completed',
};

/** "Waiting for confirmation", "Active", "Sent on 5 March 2025 at a rate of 1.2010". */
export function alertStatusText(alert: RateAlert): string {
  switch (alert.status) {
    case 'unconfirmed':
      return 'Waiting for confirmation';
    case 'active':
      return 'Active';
    case 'triggered':
      return alert.triggeredAt
        ? `Sent on ${formatUkDate(alert.triggeredAt)}${alert.triggeredRate ? ` at a rate of ${alert.triggeredRate}` : ''}`
        : 'Sent';
  }
}

export function remainingText(remaining: number): string {
  if (remaining === 0)
    return 'You have reached the most alerts you can set. Delete one to set another.';
  return remaining === 1 ? 'You can set 1 more.' : `You can set ${remaining} more.`;
}

type DeleteState =
  | { step: 'closed' }
  | { step: 'confirm' | 'pending'; alert: RateAlert }
  | { step: 'failed'; alert: RateAlert; message: string };

function AlertItem({
  alert,
  onDelete,
}: {
  alert: RateAlert;
  onDelete: (alert: RateAlert) => void;
}) {
  const name = `${alert.code} at ${alert.targetRate}`;
  return (
    <li className="alert-item">
      <span className="currency-name">
        <span className="currency-name__code" aria-hidden="true">
          {alert.code}
        </span>
        <span className="currency-name__text">
          <span className="currency-name__label">
            {alert.currencyName} - {alert.code}
          </span>
          <span className="alert-item__target">
            Target <span className="rate">{formatRateLine(alert.targetRate, alert.code)}</span>
          </span>
        </span>
      </span>
      <dl className="alert-item__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status status--${STATUS_CLASS[alert.status]}`}>
              {alertStatusText(alert)}
            </span>
          </dd>
        </div>
        <div>
          <dt>How</dt>
          <dd>
            <AlertChannelControl alert={alert} />
          </dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>
            {alert.currentRate ? (
              <span className="rate">{formatRateLine(alert.currentRate, alert.code)}</span>
            ) : (
              'No longer offered'
            )}
          </dd>
        </div>
      </dl>
      <Button
        variant="ghost"
        size="sm"
        className="alert-item__delete"
        onClick={() => onDelete(alert)}
      >
        Delete<span className="visually-hidden"> the alert for {name}</span>
      </Button>
    </li>
  );
}

/**
 * /account/alerts: the signed-in user's rate alerts, deleting one, and setting another. The API
 * refuses an unverified e-mail address (403): `unverified` shows what to do, given its message.
 */
export function MyAlerts({ unverified }: { unverified: (message: string) => ReactNode }) {
  const { data, error, isValidating, mutate } = useMyAlerts();
  const currencies = useCurrencies();
  const deleteAlert = useDeleteMyAlert();
  const toast = useToast();
  const [removal, setRemoval] = useState<DeleteState>({ step: 'closed' });
  /** Bumped after each alert set, so the form starts again from today's rate. */
  const [formKey, setFormKey] = useState(0);
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    if (focusList) listTitleRef.current?.focus();
  }, [focusList]);

  const confirmDelete = async () => {
    if (removal.step !== 'confirm') return;
    const { alert } = removal;
    setRemoval({ step: 'pending', alert });
    try {
      await deleteAlert(alert.id);
      setRemoval({ step: 'closed' });
      setFocusList({ at: Date.now() });
      toast.success(`The alert for ${alert.code} at ${alert.targetRate} is deleted.`);
    } catch (failure) {
      setRemoval({
        step: 'failed',
        alert,
        message: isApiError(failure) ? failure.message : 'Something went wrong',
      });
    }
  };

  if (!data) {
    if (error?.code === 'EMAIL_NOT_VERIFIED') return unverified(error.message);
    if (error) {
      return (
        <ErrorPanel
          title="We couldn't load your rate alerts"
          message={error.message}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      );
    }
    return <LoadingScreen label="Loading your rate alerts…" />;
  }

  const table = currencies.data?.currencies ?? [];
  let form;
  if (currencies.data) {
    const first = table.find((currency) => currency.code === 'EUR') ?? table[0];
    form = first ? (
      <RateAlertForm
        key={formKey}
        currencies={table}
        initialCode={first.code}
        chooseCurrency
        byEmail={null}
        disabled={data.remaining === 0}
        onSet={(result) => {
          if (result.kind !== 'account') return;
          setFormKey((key) => key + 1);
          toast.success(
            alertSetMessage(result.alert.targetRate, result.alert.code, result.alert.channel),
          );
        }}
      />
    ) : (
      <p className="field__hint">No currency can be ordered online just now.</p>
    );
  } else if (currencies.error) {
    form = (
      <p className="form-error" role="alert">
        We couldn&apos;t load today&apos;s rates: {currencies.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void currencies.mutate()}>
          Try again
        </button>
      </p>
    );
  } else {
    form = <p className="field__hint">Loading today&apos;s rates…</p>;
  }

  return (
    <div className="account__grid">
      <section className="card account__panel" aria-labelledby="my-alerts-list-title">
        <h2
          id="my-alerts-list-title"
          ref={listTitleRef}
          tabIndex={-1}
          className="account__subtitle"
        >
          Your alerts
        </h2>
        {data.alerts.length === 0 ? (
          <div className="state-panel">
            <span className="state-panel__icon state-panel__icon--muted">
              <BellIcon size={24} />
            </span>
            <h3 className="state-panel__title">You have no rate alerts yet</h3>
            <p className="state-panel__text">
              Choose a currency and the rate you are waiting for: we&apos;ll e-mail you once our
              Click &amp; Collect rate reaches it.
            </p>
          </div>
        ) : (
          <ul className="alert-list" role="list">
            {data.alerts.map((alert) => (
              <AlertItem
                key={alert.id}
                alert={alert}
                onDelete={(target) => setRemoval({ step: 'confirm', alert: target })}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="card account__panel" aria-labelledby="my-alerts-form-title">
        <h2 id="my-alerts-form-title" className="account__subtitle">
          Set a new alert
        </h2>
        <p className="account__remaining" role="status">
          {remainingText(data.remaining)}
        </p>
        {form}
      </section>
      <PushDevicesPanel />
      <ConfirmDialog
        open={removal.step !== 'closed'}
        title={
          removal.step === 'closed'
            ? ''
            : `Delete the alert for ${removal.alert.code} at ${removal.alert.targetRate}?`
        }
        description={<p>We won&apos;t e-mail you about it any more.</p>}
        confirmLabel="Yes, delete it"
        cancelLabel="Keep it"
        destructive
        pending={removal.step === 'pending'}
        outcome={
          removal.step === 'failed'
            ? {
                tone: 'error',
                title: "We couldn't delete the alert",
                description: <p>{removal.message}</p>,
              }
            : null
        }
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoval({ step: 'closed' })}
      />
    </div>
  );
}
