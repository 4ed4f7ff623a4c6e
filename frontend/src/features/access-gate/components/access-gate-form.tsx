import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { requestAccess } from '@/features/access-gate/api/request-access';
import { isApiError } from '@/lib/api-client';
import { storeAccessGrant } from '@/lib/access-gate';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type Errors = {
  username?: string | undefined;
  password?: string | undefined;
  form?: string | undefined;
};

/**
 * The staff gate ("Secure Box"). A granted token is kept for this tab; wrong credentials leave
 * without a word (spec); throttling and outages are explained and the typed values kept.
 */
export function AccessGateForm({
  onGranted,
  onDenied,
}: {
  onGranted: () => void;
  onDenied: () => void;
}) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found: Errors = {
      username: username.trim() ? undefined : 'Enter the username',
      password: password ? undefined : 'Enter the password',
    };
    if (found.username || found.password) {
      setErrors(found);
      toast.error((found.username ?? found.password) as string);
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    setErrors({});
    setPending(true);
    try {
      storeAccessGrant(await requestAccess({ username: username.trim(), password }));
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        onDenied();
        return;
      }
      const message =
        isApiError(error) && error.code === 'RATE_LIMITED'
          ? TOO_MANY_ATTEMPTS
          : error instanceof Error && error.message
            ? error.message
            : 'Something went wrong';
      setErrors({ form: message });
      toast.error(message);
      return;
    }
    setPending(false);
    onGranted();
  };

  return (
    <div className="card gate-card">
      <div className="gate-card__brand">
        <Logo tone="dark" />
      </div>
      <span className="gate-card__icon" aria-hidden="true">
        <LockIcon size={24} />
      </span>
      <h1 className="gate-card__title">Secure Box</h1>
      <p className="gate-card__lead">Staff access only. Enter the gate credentials to continue.</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          error={errors.username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.form ? <p className="form-error">{errors.form}</p> : null}
        <Button type="submit" size="lg" block aria-busy={pending || undefined}>
          Access
        </Button>
      </form>
    </div>
  );
}
