import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { SIGNED_IN_MESSAGE } from '@/features/auth/components/google-sign-in-button';
import {
  ENTER_AN_EMAIL,
  ENTER_A_PASSWORD,
  authErrorMessage,
} from '@/features/auth/utils/auth-errors';

type Errors = {
  email?: string | undefined;
  password?: string | undefined;
  form?: string | undefined;
};

/**
 * The e-mail and password form of both auth screens. Problems show under their field and as a
 * notification; focus moves to the first field that needs fixing.
 */
export function EmailPasswordForm({
  submitLabel,
  passwordAutoComplete,
  passwordHint,
  checkPassword,
  submit,
  onSignedIn,
}: {
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** An extra rule for the password (sign-up's minimum length): the message, or null if fine. */
  checkPassword?: (password: string) => string | null;
  submit: (email: string, password: string) => Promise<void>;
  onSignedIn: () => void;
}) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmedEmail = email.trim();
    const found: Errors = {
      email: trimmedEmail ? undefined : ENTER_AN_EMAIL,
      password: password ? (checkPassword?.(password) ?? undefined) : ENTER_A_PASSWORD,
    };
    if (found.email || found.password) {
      setErrors(found);
      toast.error((found.email ?? found.password) as string);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }

    setErrors({});
    setPending(true);
    try {
      await submit(trimmedEmail, password);
      toast.success(SIGNED_IN_MESSAGE);
      onSignedIn();
    } catch (error) {
      const failure = authErrorMessage(error);
      if (!failure) return;
      toast.error(failure.message);
      setErrors({ [failure.field ?? 'form']: failure.message });
      if (failure.field === 'email') emailRef.current?.focus();
      if (failure.field === 'password') passwordRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        hint={passwordHint}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {errors.form ? <p className="form-error">{errors.form}</p> : null}
      <Button type="submit" size="lg" block aria-busy={pending || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
