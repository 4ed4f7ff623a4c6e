import type { ChangeEvent, ReactNode } from 'react';
import { SOURCES_OF_FUNDS, SOURCE_OF_FUNDS_LABELS } from '@fx/contracts/web';
import { FieldShell, TextField } from '@/components/ui/text-field';
import type { DueDiligenceState } from '@/features/orders/hooks/use-due-diligence';
import { COUNTRIES } from '@/features/orders/utils/countries';
import { APPROVAL_NOTICE, CARDHOLDER_DOB_NOTICE } from '@/features/orders/utils/due-diligence';
import type { DueDiligenceForm } from '@/features/orders/utils/due-diligence';

type Key = keyof DueDiligenceForm;

/** A labelled select, tied to its error like the text fields. */
function SelectField({
  label,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <select {...control} className="field__input" value={value} onChange={onChange}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

const countryOptions = COUNTRIES.map(([code, name]) => (
  <option key={code} value={code}>
    {name}
  </option>
));

/**
 * Step 2 at or above the statutory threshold (or once the server asked): the PEP question (yes
 * asks the role), the source of the funds (with detail for "other"), nationality and country of
 * residence; and, delivered at or above the house threshold, the date of birth.
 */
export function DueDiligenceFields({ dueDiligence }: { dueDiligence: DueDiligenceState }) {
  const { asked, form, errors, change } = dueDiligence;
  const set = (key: Key) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    change({ [key]: event.target.value });
  return (
    <>
      {asked.dateOfBirth ? (
        <fieldset className="due-diligence">
          <legend className="purchase__section-title">Date of birth</legend>
          <p className="field__hint">{CARDHOLDER_DOB_NOTICE} You must be 18 or over.</p>
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            value={form.dateOfBirth}
            onChange={set('dateOfBirth')}
            error={errors.dateOfBirth}
          />
        </fieldset>
      ) : null}
      {asked.enhanced ? (
        <fieldset className="due-diligence">
          <legend className="purchase__section-title">A few more questions</legend>
          <p className="banner banner--info">{APPROVAL_NOTICE}</p>
          {errors.answers ? (
            <p className="field__error" role="alert">
              {errors.answers}
            </p>
          ) : null}
          <SelectField
            label="Are you a politically exposed person, or a family member or close associate of one?"
            value={form.politicallyExposed}
            onChange={set('politicallyExposed')}
            error={errors.politicallyExposed}
          >
            <option value="">Choose</option>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </SelectField>
          {form.politicallyExposed === 'yes' ? (
            <TextField
              label="The role, and who holds it"
              hint="For example: Member of Parliament (my father)."
              value={form.politicalRole}
              onChange={set('politicalRole')}
              error={errors.politicalRole}
            />
          ) : null}
          <SelectField
            label="Where does the money come from?"
            value={form.sourceOfFunds}
            onChange={set('sourceOfFunds')}
            error={errors.sourceOfFunds}
          >
            <option value="">Choose</option>
            {SOURCES_OF_FUNDS.map((source) => (
              <option key={source} value={source}>
                {SOURCE_OF_FUNDS_LABELS[source]}
              </option>
            ))}
          </SelectField>
          {form.sourceOfFunds === 'other' ? (
            <TextField
              label="Tell us where the money comes from"
              value={form.sourceOfFundsDetail}
              onChange={set('sourceOfFundsDetail')}
              error={errors.sourceOfFundsDetail}
            />
          ) : null}
          <div className="details-form__row">
            <SelectField
              label="Nationality"
              value={form.nationality}
              onChange={set('nationality')}
              error={errors.nationality}
            >
              {countryOptions}
            </SelectField>
            <SelectField
              label="Country of residence"
              value={form.countryOfResidence}
              onChange={set('countryOfResidence')}
              error={errors.countryOfResidence}
            >
              {countryOptions}
            </SelectField>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
