import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useCurrencyCheck } from '../hooks/use-currency-check';
import {
  isCurrencyFormField,
  isoNameOf,
  normaliseCode,
  validateCode,
  validateCurrencyField,
  validateCurrencyForm,
} from '../utils/currency-form';
import type {
  CurrencyFormErrors,
  CurrencyFormField,
  CurrencyFormValues,
} from '../utils/currency-form';
import { checkLabel, CheckStatus } from './check-status';
import { PricePreview } from './price-preview';
import '@/styles/dashboard-admin.css';

export type CurrencyFormSubmit = (values: CurrencyFormValues, active: boolean) => Promise<void>;

/**
 * Add Currency and Update Currency: the code with its Check (which must pass before the submit
 * button is enabled), the names and the two margins. Field errors show under each field; the
 * server's own message shows above the button.
 */
export function CurrencyForm({
  mode,
  initialValues,
  initialActive = true,
  submitLabel,
  submittingLabel,
  onSubmit,
}: {
  mode: 'add' | 'update';
  initialValues: CurrencyFormValues;
  initialActive?: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Rejects with the API's error to keep the form as it is; resolves when it is done. */
  onSubmit: CurrencyFormSubmit;
}) {
  const [values, setValues] = useState(initialValues);
  const [active, setActive] = useState(initialActive);
  const [errors, setErrors] = useState<CurrencyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { check, run, reset } = useCurrencyCheck();
  const codeRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const submitHintId = useId();
  const checked = check.status === 'checked';
  const codeEditable = mode === 'add';

  const setField = (field: CurrencyFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerError(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'code') reset();
  };

  const onBlur = (field: CurrencyFormField) => {
    if (!values[field]) return;
    setErrors((current) => ({ ...current, [field]: validateCurrencyField(field, values[field]) }));
  };

  const onCheck = () => {
    const code = normaliseCode(values.code);
    const codeError = validateCode(code);
    setErrors((current) => ({ ...current, code: codeError }));
    if (codeError) {
      codeRef.current?.focus();
      return;
    }
    setValues((current) => ({ ...current, code }));
    void run(code).then((passed) => {
      // A known ISO code fills an empty name field with its official name, to edit if need be.
      const isoName = passed ? isoNameOf(code) : undefined;
      if (isoName) setValues((current) => (current.name ? current : { ...current, name: isoName }));
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked || submitting) return;
    const found = validateCurrencyForm(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await onSubmit(values, active);
      if (mode === 'add') {
        setValues(initialValues);
        setErrors({});
        reset();
        codeRef.current?.focus();
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setServerError(message);
      if (isApiError(error) && error.details) {
        const fieldErrors: CurrencyFormErrors = {};
        for (const detail of error.details) {
          if (isCurrencyFormField(detail.field)) fieldErrors[detail.field] = detail.message;
        }
        setErrors((current) => ({ ...current, ...fieldErrors }));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const codeError =
    errors.code ?? (check.status === 'failed' && check.code === values.code ? check.message : null);

  return (
    <form className="form currency-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="currency-form__check-row">
        <TextField
          ref={codeRef}
          className="currency-form__code"
          label="Currency Name (ISO code)"
          hint={codeEditable ? 'Three letters, such as EUR or JPY.' : 'The code cannot change.'}
          name="code"
          value={values.code}
          onChange={(event) => setField('code', event.target.value.toUpperCase())}
          onBlur={() => onBlur('code')}
          readOnly={!codeEditable}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
          required
          error={codeError}
        />
        <Button
          variant="secondary"
          className="currency-form__check"
          onClick={onCheck}
          disabled={check.status === 'checking' || checked}
          aria-busy={check.status === 'checking' || undefined}
          aria-describedby={statusId}
        >
          {checked ? <CheckIcon size={18} /> : null}
          {checkLabel(check)}
        </Button>
      </div>
      <CheckStatus id={statusId} check={check} codeError={codeError} submitLabel={submitLabel} />

      <div className="currency-form__grid">
        <TextField
          label="Currency full name"
          hint="As customers see it, such as Euro."
          name="name"
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          onBlur={() => onBlur('name')}
          autoComplete="off"
          maxLength={120}
          required
          error={errors.name}
        />
        <TextField
          label="Country Name"
          hint="Such as Eurozone or Japan."
          name="country"
          value={values.country}
          onChange={(event) => setField('country', event.target.value)}
          onBlur={() => onBlur('country')}
          autoComplete="off"
          maxLength={120}
          required
          error={errors.country}
        />
        <TextField
          label="Sell Rate (%)"
          hint="Click & Collect margin, between -50 and 50. Usually negative, such as -3."
          name="sellMarginPct"
          type="number"
          step="any"
          min={-49.99}
          max={49.99}
          inputMode="decimal"
          value={values.sellMarginPct}
          onChange={(event) => setField('sellMarginPct', event.target.value)}
          onBlur={() => onBlur('sellMarginPct')}
          required
          error={errors.sellMarginPct}
        />
        <TextField
          label="Buy Rate (%)"
          hint="Click & Sell margin, between -50 and 50. Usually positive, such as 3."
          name="buyMarginPct"
          type="number"
          step="any"
          min={-49.99}
          max={49.99}
          inputMode="decimal"
          value={values.buyMarginPct}
          onChange={(event) => setField('buyMarginPct', event.target.value)}
          onBlur={() => onBlur('buyMarginPct')}
          required
          error={errors.buyMarginPct}
        />
      </div>

      {check.status === 'checked' ? (
        <PricePreview values={values} marketRate={check.result.marketRate} />
      ) : null}

      {mode === 'update' ? (
        <label className="currency-form__toggle">
          <input
            type="checkbox"
            checked={active}
            onChange={(event) => {
              setActive(event.target.checked);
              setServerError(null);
            }}
          />
          <span>Offered to customers (shown on the website)</span>
        </label>
      ) : null}

      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}

      <div className="currency-form__actions">
        <Button
          type="submit"
          disabled={!checked || submitting}
          aria-busy={submitting || undefined}
          aria-describedby={checked ? undefined : submitHintId}
        >
          {submitting ? submittingLabel : submitLabel}
        </Button>
        {checked ? null : (
          <p id={submitHintId} className="field__hint">
            {submitLabel} is available once the check has passed.
          </p>
        )}
      </div>
    </form>
  );
}
