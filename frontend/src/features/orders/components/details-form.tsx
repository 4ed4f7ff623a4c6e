import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { CustomerDetails, DetailErrors } from '@/features/orders/utils/order-form';

/** Step 2: first name, last name, e-mail twice, phone, and the terms. */
export function DetailsForm({
  details,
  errors,
  onChange,
}: {
  details: CustomerDetails;
  errors: DetailErrors;
  onChange: (next: CustomerDetails) => void;
}) {
  const set =
    <K extends keyof CustomerDetails>(key: K) =>
    (value: CustomerDetails[K]) =>
      onChange({ ...details, [key]: value });
  return (
    <div className="details-form">
      <div className="details-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={details.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={details.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          error={errors.lastName}
        />
      </div>
      <div className="details-form__row">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(event) => set('email')(event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Confirm email"
          type="email"
          autoComplete="email"
          value={details.confirmEmail}
          onChange={(event) => set('confirmEmail')(event.target.value)}
          error={errors.confirmEmail}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={details.phone}
        onChange={(event) => set('phone')(event.target.value)}
        error={errors.phone}
      />
      <div className={`checkbox-field${errors.termsAccepted ? ' checkbox-field--invalid' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={details.termsAccepted}
            onChange={(event) => set('termsAccepted')(event.target.checked)}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
          />
          <span>
            I have read and accept the{' '}
            <Link to={paths.terms()} target="_blank" rel="noopener">
              Terms &amp; Conditions
            </Link>
          </span>
        </label>
        {errors.termsAccepted ? (
          <p id="terms-error" className="field__error">
            {errors.termsAccepted}
          </p>
        ) : null}
      </div>
    </div>
  );
}
