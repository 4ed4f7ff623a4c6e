import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { ENTER_AN_EMAIL } from '@/features/auth/utils/auth-errors';
import type { EmulatorGoogleAccount } from '@/lib/firebase';

/**
 * Emulator mode only: Google's popup cannot open offline, so the Google button asks here which
 * Google account to sign in as, and the emulator accepts it without a password.
 */
export function GoogleTestDialog({
  open,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onSubmit: (account: EmulatorGoogleAccount) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setEmailError(ENTER_AN_EMAIL);
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    onSubmit({ email: trimmed, name: name.trim() || undefined });
  };

  return (
    <Dialog
      open={open}
      title="Sign in with Google (test mode)"
      description={
        <p>
          This copy of the site signs in against a local test server, where Google's window can't
          open. Enter the Google account to continue as.
        </p>
      }
      onClose={onClose}
      initialFocusRef={emailRef}
    >
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          ref={emailRef}
          label="Google email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Name (optional)"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? <p className="form-error">{error}</p> : null}
        <div className="dialog__actions">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-busy={pending || undefined}>
            Continue
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
