import type { PricedCurrency, RateAlert } from '@fx/contracts';
import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRegisterThisDeviceForAlerts } from '@/features/alerts/api/push-devices';
import { requestAlertByEmail, useCreateMyAlert } from '@/features/alerts/api/set-alert';
import { PushChoice, channelOf, usePushOffer } from '@/features/alerts/components/push-choice';
import {
  emailError,
  suggestTargetRate,
  targetRateError,
} from '@/features/alerts/utils/target-rate';
import { iphonePushNote, PushDeniedError } from '@/features/alerts/utils/web-push';

/** Push only to a signed-in account's devices: nobody is pushed about an address not proven. */
export const PUSH_NEEDS_SIGN_IN = 'Sign in to be notified on this device as well.';
import { CurrencyOptions } from '@/components/ui/currency-options';
import { isApiError } from '@/lib/api-client';
import { formatRateLine } from '@/lib/format';
import '@/styles/alerts.css';

/** What came of the form: an alert set on the account, or one waiting for its e-mailed link. */
export type AlertSetResult =
  | { kind: 'account'; alert: RateAlert }
  | { kind: 'email'; email: string; code: string; targetRate: string; message: string };

type Errors = { targetRate?: string; email?: string };

/**
 * A rate alert: the currency (fixed, or a choice), today's Click & Collect rate, the target, and
 * for anyone not signed in with a verified e-mail, the address to confirm it from. The API's field
 * errors show by their fields; any other refusal (too many alerts) above the button.
 */
export function RateAlertForm({
  currencies,
  initialCode,
  chooseCurrency = false,
  byEmail,
  disabled = false,
  submitLabel = 'Set alert',
  onSet,
  footer,
  targetRef: givenTargetRef,
}: {
  /** The public rate table (or just the one currency when it is fixed). */
  currencies: readonly PricedCurrency[];
  initialCode: string;
  chooseCurrency?: boolean;
  /** Set by e-mail (POST /alerts), starting from this address; null: on the signed-in account. */
  byEmail: { defaultEmail: string } | null;
  disabled?: boolean;
  submitLabel?: string;
  onSet: (result: AlertSetResult) => void;
  /** Shown beside the submit button (a Cancel in a dialog). */
  footer?: ReactNode;
  /** The target field, for a dialog to focus first. */
  targetRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const createMyAlert = useCreateMyAlert();
  const registerThisDevice = useRegisterThisDeviceForAlerts();
  const vapidPublicKey = usePushOffer();
  const [push, setPush] = useState({ onDevice: false, alsoEmail: true });
  const [code, setCode] = useState(initialCode);
  const currency = currencies.find((candidate) => candidate.code === code);
  const [targetRate, setTargetRate] = useState(() =>
    currency ? suggestTargetRate(currency.rates.collect) : '',
  );
  const [email, setEmail] = useState(byEmail?.defaultEmail ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ownTargetRef = useRef<HTMLInputElement>(null);
  const targetRef = givenTargetRef ?? ownTargetRef;
  const emailRef = useRef<HTMLInputElement>(null);

  const focusFirstError = (found: Errors) => {
    if (found.targetRate) targetRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !currency) return;
    const found: Errors = {};
    const rateProblem = targetRateError(targetRate);
    if (rateProblem) found.targetRate = rateProblem;
    if (byEmail) {
      const emailProblem = emailError(email);
      if (emailProblem) found.email = emailProblem;
    }
    setErrors(found);
    setProblem(null);
    if (found.targetRate || found.email) {
      focusFirstError(found);
      return;
    }

    const request = { code, targetRate: targetRate.trim() };
    setPending(true);
    try {
      if (byEmail) {
        const pendingAlert = await requestAlertByEmail({ ...request, email: email.trim() });
        onSet({ kind: 'email', email: email.trim(), ...request, message: pendingAlert.message });
      } else {
        // Where push is not offered, the request is as before push (the e-mail).
        const channel = vapidPublicKey ? channelOf(push.onDevice, push.alsoEmail) : undefined;
        if (vapidPublicKey && channel !== 'email') {
          await registerThisDevice(vapidPublicKey);
        }
        onSet({ kind: 'account', alert: await createMyAlert({ ...request, channel }) });
      }
    } catch (error) {
      if (error instanceof PushDeniedError) {
        setProblem(error.message);
        return;
      }
      if (!isApiError(error)) {
        setProblem('Something went wrong');
        return;
      }
      const fromApi: Errors = {};
      let other: string | null = null;
      for (const detail of error.details ?? []) {
        if (detail.field === 'targetRate') fromApi.targetRate ??= detail.message;
        else if (detail.field === 'email' && byEmail) fromApi.email ??= detail.message;
        else other ??= detail.message;
      }
      setErrors(fromApi);
      if (fromApi.targetRate || fromApi.email) focusFirstError(fromApi);
      else setProblem(other ?? error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="alert-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {chooseCurrency ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-currency`}>
            Currency
          </label>
          <select
            id={`${id}-currency`}
            className="field__input"
            value={code}
            disabled={disabled}
            onChange={(event) => {
              const next = currencies.find((candidate) => candidate.code === event.target.value);
              setCode(event.target.value);
              setTargetRate(next ? suggestTargetRate(next.rates.collect) : '');
              setErrors({});
              setProblem(null);
            }}
          >
            <CurrencyOptions currencies={currencies} />
          </select>
        </div>
      ) : null}
      {currency ? (
        <p className="alert-form__today">
          <span className="alert-form__today-label">Today&apos;s Click &amp; Collect rate</span>
          <span className="rate">{formatRateLine(currency.rates.collect, currency.code)}</span>
        </p>
      ) : null}
      <TextField
        ref={targetRef}
        label={`Target rate (${code} for 1 GBP)`}
        inputMode="decimal"
        autoComplete="off"
        value={targetRate}
        disabled={disabled}
        onChange={(event) => setTargetRate(event.target.value)}
        error={errors.targetRate}
        hint={`We'll e-mail you once, when 1 GBP buys at least this many ${code} at our Click & Collect rate.`}
      />
      {byEmail ? (
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          hint="We'll send you a link to confirm the alert."
        />
      ) : null}
      {vapidPublicKey && !byEmail ? (
        <PushChoice {...push} disabled={disabled} onChange={setPush} />
      ) : null}
      {vapidPublicKey && byEmail ? (
        <p className="field__hint">
          {PUSH_NEEDS_SIGN_IN} {iphonePushNote()}
        </p>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="dialog__actions alert-form__actions">
        {footer}
        <Button
          type="submit"
          disabled={pending || disabled || !currency}
          aria-busy={pending || undefined}
        >
          {pending ? 'Setting your alert…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
