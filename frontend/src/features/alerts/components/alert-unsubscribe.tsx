import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { unsubscribeAlert, useAlertToStop } from '@/features/alerts/api/alert-links';
import { BAD_LINK_MESSAGE, isBadLink } from '@/features/alerts/utils/target-rate';
import { isApiError } from '@/lib/api-client';

export const ALREADY_REMOVED_MESSAGE = 'This alert has already been removed.';
export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed.";

type State = { step: 'asking' | 'pending' | 'done' | 'gone' } | { step: 'failed'; message: string };

/**
 * The page an alert e-mail's unsubscribe link opens, signed in or not: which alert it stops, and
 * an Unsubscribe button (a link alone never removes anything, so mail scanners cannot).
 */
export function AlertUnsubscribe({ token }: { token: string | null }) {
  const alert = useAlertToStop(token);
  const [state, setState] = useState<State>({ step: 'asking' });

  const unsubscribe = async () => {
    if (!token) return;
    setState({ step: 'pending' });
    try {
      await unsubscribeAlert(token);
      setState({ step: 'done' });
    } catch (error) {
      if (isApiError(error) && error.code === 'ALERT_NOT_FOUND') setState({ step: 'gone' });
      else
        setState({
          step: 'failed',
          message: isApiError(error) ? error.message : 'Something went wrong',
        });
    }
  };

  const ratesLink = (
    <ButtonLink to={paths.exchangeRates()} variant="outline">
      See today&apos;s rates
    </ButtonLink>
  );

  let content;
  if (state.step === 'done') {
    content = (
      <PageMessage eyebrow="Rate alert" title={UNSUBSCRIBED_MESSAGE} actions={ratesLink}>
        <p>We won&apos;t e-mail you about this alert again.</p>
      </PageMessage>
    );
  } else if (state.step === 'gone' || !token || alert.error?.code === 'ALERT_NOT_FOUND') {
    content = (
      <PageMessage eyebrow="Rate alert" title={ALREADY_REMOVED_MESSAGE} actions={ratesLink}>
        <p>There is nothing more to do: we won&apos;t e-mail you about it.</p>
      </PageMessage>
    );
  } else if (alert.data) {
    const pending = state.step === 'pending';
    content = (
      <PageMessage
        eyebrow="Rate alert"
        title={`Stop the alert for ${alert.data.code} at ${alert.data.targetRate}?`}
        actions={
          <Button
            onClick={() => void unsubscribe()}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        }
      >
        <p>
          It would e-mail you when 1 GBP buys at least {alert.data.targetRate}{' '}
          {alert.data.currencyName} ({alert.data.code}).
        </p>
        {state.step === 'failed' ? (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        ) : null}
      </PageMessage>
    );
  } else if (alert.error && isBadLink(alert.error.code)) {
    content = (
      <PageMessage eyebrow="Rate alert" title="This link cannot be used" actions={ratesLink}>
        <p>{BAD_LINK_MESSAGE}</p>
        <p>Please use the unsubscribe link in the alert&apos;s e-mail as it was sent.</p>
      </PageMessage>
    );
  } else if (alert.error) {
    content = (
      <PageMessage
        eyebrow="Rate alert"
        title="We couldn't find your alert"
        actions={
          <Button onClick={() => void alert.mutate()} aria-busy={alert.isValidating || undefined}>
            Try again
          </Button>
        }
      >
        <p role="alert">{alert.error.message}</p>
      </PageMessage>
    );
  } else {
    content = <LoadingScreen label="Finding your alert…" />;
  }

  return <div aria-live="polite">{content}</div>;
}
