import type { RateAlert } from '@fx/contracts';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { confirmAlert } from '@/features/alerts/api/alert-links';
import { alertSetMessage } from '@/features/alerts/components/rate-alert-dialog';
import { BAD_LINK_MESSAGE, isBadLink } from '@/features/alerts/utils/target-rate';
import { isApiError } from '@/lib/api-client';

type State =
  | { step: 'confirming' }
  | { step: 'done'; alert: RateAlert }
  | { step: 'failed'; message: string; badLink: boolean };

/**
 * The page the confirmation e-mail links to: the link's token is sent once on arrival (a second
 * render, or React's development double-run, reuses the same request) and the outcome shown.
 */
export function AlertConfirmation({ token }: { token: string | null }) {
  const valid = token !== null && token.trim() !== '';
  const [state, setState] = useState<State>(
    valid ? { step: 'confirming' } : { step: 'failed', message: BAD_LINK_MESSAGE, badLink: true },
  );
  const request = useRef<{ token: string; promise: Promise<RateAlert> } | null>(null);

  useEffect(() => {
    if (!valid || !token) return;
    if (request.current?.token !== token) {
      request.current = { token, promise: confirmAlert(token) };
    }
    let current = true;
    request.current.promise.then(
      (alert) => {
        if (current) setState({ step: 'done', alert });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && isBadLink(error.code)) {
          // Used, unknown, or not a token at all (a link cut short by the mail program).
          setState({ step: 'failed', message: BAD_LINK_MESSAGE, badLink: true });
          return;
        }
        setState({
          step: 'failed',
          message: isApiError(error) ? error.message : 'Something went wrong',
          badLink: false,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [token, valid]);

  const ratesLink = (
    <ButtonLink to={paths.exchangeRates()} variant="outline">
      See today&apos;s rates
    </ButtonLink>
  );

  return (
    <div aria-live="polite" aria-busy={state.step === 'confirming' || undefined}>
      {state.step === 'confirming' ? (
        <PageMessage eyebrow="Rate alert" title="Setting your alert…">
          <p>One moment while we confirm your alert.</p>
        </PageMessage>
      ) : state.step === 'done' ? (
        <PageMessage eyebrow="Rate alert" title="Alert confirmed" actions={ratesLink}>
          <p>{alertSetMessage(state.alert.targetRate, state.alert.code)}</p>
          {state.alert.currentRate ? (
            <p>
              Today 1 GBP buys {state.alert.currentRate} {state.alert.code} at our Click &amp;
              Collect rate.
            </p>
          ) : null}
        </PageMessage>
      ) : (
        <PageMessage
          eyebrow="Rate alert"
          title={state.badLink ? 'This link cannot be used' : "We couldn't confirm your alert"}
          actions={ratesLink}
        >
          <p>{state.message}</p>
          {state.badLink ? (
            <p>If you have already confirmed the alert, there is nothing more to do.</p>
          ) : (
            <p>Please open the link from your e-mail again in a moment.</p>
          )}
        </PageMessage>
      )}
    </div>
  );
}
