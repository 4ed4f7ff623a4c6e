import type { AlertChannel, PricedCurrency } from '@fx/contracts';
import { useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { RateAlertForm } from '@/features/alerts/components/rate-alert-form';
import type { AlertSetResult } from '@/features/alerts/components/rate-alert-form';
import { describeTarget } from '@/features/alerts/utils/target-rate';
import { useAuth } from '@/lib/use-auth';

export const CHECK_INBOX_MESSAGE = 'Check your inbox to confirm your alert';

/** How an alert on each channel reaches its owner, as the site says it. */
export const CHANNEL_HOW: Record<AlertChannel, string> = {
  email: "we'll e-mail you",
  push: "we'll notify you on your devices",
  both: "we'll e-mail you and notify you on your devices",
};

/** "Your alert is set: we'll e-mail you when 1 GBP buys at least 1.2000 EUR." */
export function alertSetMessage(
  targetRate: string,
  code: string,
  channel: AlertChannel = 'email',
): string {
  return `Your alert is set: ${CHANNEL_HOW[channel]} when ${describeTarget(targetRate, code)}.`;
}

/**
 * "Set a rate alert" for one currency, from the public rate lists. Signed in with a verified
 * e-mail, the alert goes on the account at once; anyone else gives an e-mail address and confirms
 * the alert from the link sent to it.
 */
export function RateAlertDialog({
  currency,
  open,
  onClose,
}: {
  currency: PricedCurrency;
  open: boolean;
  onClose: () => void;
}) {
  const { status, user } = useAuth();
  const [result, setResult] = useState<AlertSetResult | null>(null);
  const targetRef = useRef<HTMLInputElement>(null);
  // A signed-in user is known (and has a token) while their role still loads.
  const onAccount = status !== 'signed-out' && user?.emailVerified === true;

  let body;
  if (result) {
    body = (
      <>
        <div className="confirm-dialog__outcome confirm-dialog__outcome--success" role="status">
          <span className="confirm-dialog__icon">
            {result.kind === 'account' ? <CheckIcon size={22} /> : <MailIcon size={22} />}
          </span>
          <div className="confirm-dialog__text">
            {result.kind === 'account' ? (
              <p>
                {alertSetMessage(result.alert.targetRate, result.alert.code, result.alert.channel)}
              </p>
            ) : (
              <>
                <p>
                  <strong>{CHECK_INBOX_MESSAGE}</strong>
                </p>
                <p>
                  We sent a link to {result.email}. Once you follow it, we&apos;ll e-mail you when{' '}
                  {describeTarget(result.targetRate, result.code)}.
                </p>
              </>
            )}
          </div>
        </div>
        <div className="dialog__actions">
          {result.kind === 'account' ? (
            <ButtonLink to={paths.myAlerts()} variant="outline">
              See your rate alerts
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={onClose} autoFocus>
            Done
          </Button>
        </div>
      </>
    );
  } else if (status === 'loading' && !user) {
    body = <LoadingScreen label="Checking your account…" />;
  } else {
    body = (
      <RateAlertForm
        currencies={[currency]}
        initialCode={currency.code}
        byEmail={onAccount ? null : { defaultEmail: user?.email ?? '' }}
        onSet={setResult}
        targetRef={targetRef}
        footer={
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    );
  }

  return (
    <Dialog
      open={open}
      title="Set a rate alert"
      description={
        <p>
          {currency.name} ({currency.code}): we&apos;ll tell you when our rate reaches your target.
        </p>
      }
      onClose={onClose}
      initialFocusRef={targetRef}
    >
      {body}
    </Dialog>
  );
}
