import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { useAuth } from '@/lib/use-auth';
import { authErrorMessage } from '@/features/auth/utils/auth-errors';

export const VERIFICATION_SENT_MESSAGE = 'Check your inbox, then sign in again.';

type SendState = 'idle' | 'sending' | 'sent';

/**
 * The API's 403 for an unverified e-mail address (orders and alerts are found by it): its message,
 * a button that e-mails the verification link, then what to do next. Signing in again gives a
 * token that says the address is verified; the page's guard sends the user to sign in.
 */
export function VerifyEmailNotice({ message }: { message: string }) {
  const { user, sendEmailVerification, signOut } = useAuth();
  const [state, setState] = useState<SendState>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setState('sending');
    setProblem(null);
    try {
      await sendEmailVerification();
      setState('sent');
    } catch (error) {
      setState('idle');
      setProblem(authErrorMessage(error)?.message ?? null);
    }
  };

  return (
    <div className="state-panel card verify-email">
      <span className="state-panel__icon state-panel__icon--muted">
        <MailIcon size={24} />
      </span>
      <h2 className="state-panel__title">Verify your e-mail address</h2>
      <p className="state-panel__text">{message}</p>
      {user?.email ? (
        <p className="state-panel__text">
          We will send the link to <strong>{user.email}</strong>.
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="verify-email__status">
        {state === 'sent' ? (
          <p className="banner banner--info">{VERIFICATION_SENT_MESSAGE}</p>
        ) : null}
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="verify-email__actions">
        <Button
          variant={state === 'sent' ? 'outline' : 'primary'}
          onClick={() => void send()}
          disabled={state === 'sending'}
          aria-busy={state === 'sending' || undefined}
        >
          {state === 'sending'
            ? 'Sending…'
            : state === 'sent'
              ? 'Send it again'
              : 'Send verification e-mail'}
        </Button>
        {state === 'sent' ? (
          <Button
            variant="secondary"
            onClick={() =>
              void signOut().catch((error: unknown) =>
                setProblem(authErrorMessage(error)?.message ?? null),
              )
            }
          >
            Sign in again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
