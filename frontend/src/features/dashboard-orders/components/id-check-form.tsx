import { useState } from 'react';
import type { FormEvent } from 'react';
import type { IdCheckInput, IdDocumentType, OrderDetails, ProofOfAddressType } from '@fx/contracts';
import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  PROOF_OF_ADDRESS_LABELS,
  PROOF_OF_ADDRESS_TYPES,
} from '@fx/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldShell, TextField } from '@/components/ui/text-field';
import { useRunOrderAction } from '@/features/dashboard-orders/api/order-actions';
import { photoDataUrl } from '@/features/dashboard-orders/utils/id-photo';
import { problemsOf } from '@/lib/field-errors';

const FIELDS = [
  'documentType',
  'documentNumber',
  'issuingCountry',
  'expiryDate',
  'dateOfBirth',
  'nameMatches',
  'cardNameMatches',
  'proofOfAddress.type',
  'proofOfAddress.issuedOn',
  'photo',
] as const;
type Field = (typeof FIELDS)[number];
type Problems = Partial<Record<Field, string>>;

const EMPTY = {
  documentType: '',
  documentNumber: '',
  issuingCountry: '',
  expiryDate: '',
  dateOfBirth: '',
  nameMatches: false,
  cardNameMatches: false,
  proofType: '',
  proofIssuedOn: '',
};

/** What the form needs of the order: card-paid, and the due diligence level decided at placement. */
export function idCheckNeeds(order: OrderDetails) {
  const level = order.compliance.dueDiligence?.level ?? 'none';
  return { card: order.payment.method === 'card', proofOfAddress: level !== 'none' };
}

/**
 * "ID seen": the ID the clerk checked at collection (issue 33); the order is completed with it in
 * one call (POST .../complete {idCheck}). Problems are shown at their fields.
 */
export function IdCheckDialog({ order, onClose }: { order: OrderDetails; onClose: () => void }) {
  const needs = idCheckNeeds(order);
  const run = useRunOrderAction();
  const [values, setValues] = useState(EMPTY);
  const [photo, setPhoto] = useState<string | undefined>();
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setValues((now) => ({ ...now, ...patch }));

  function check(): Problems {
    const found: Problems = {};
    if (!values.documentType) found.documentType = 'Choose the type of ID';
    if (!values.documentNumber.trim()) found.documentNumber = 'Enter the document number';
    if (!/^[A-Z]{2}$/.test(values.issuingCountry.trim().toUpperCase()))
      found.issuingCountry = 'Enter a two-letter country code such as GB';
    if (!values.expiryDate) found.expiryDate = 'Enter the expiry date';
    if (!values.dateOfBirth) found.dateOfBirth = 'Enter the date of birth';
    if (!values.nameMatches) found.nameMatches = "Confirm the name matches the order's";
    if (needs.card && !values.cardNameMatches)
      found.cardNameMatches = "Confirm the card's name matches";
    if (needs.proofOfAddress && !values.proofType)
      found['proofOfAddress.type'] = 'Choose the proof of address seen';
    if (needs.proofOfAddress && !values.proofIssuedOn)
      found['proofOfAddress.issuedOn'] = 'Enter the date on the proof of address';
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0 || saving) return;
    const idCheck: IdCheckInput = {
      documentType: values.documentType as IdDocumentType,
      documentNumber: values.documentNumber.trim(),
      issuingCountry: values.issuingCountry.trim().toUpperCase(),
      expiryDate: values.expiryDate,
      dateOfBirth: values.dateOfBirth,
      nameMatches: true,
      ...(needs.card ? { cardNameMatches: true as const } : {}),
      ...(needs.proofOfAddress
        ? {
            proofOfAddress: {
              type: values.proofType as ProofOfAddressType,
              issuedOn: values.proofIssuedOn,
            },
          }
        : {}),
      ...(photo ? { photo } : {}),
    };
    setSaving(true);
    try {
      await run('complete', order.id, idCheck);
      onClose();
    } catch (error) {
      const refused = problemsOf(error, FIELDS, 'idCheck.');
      setProblems(refused.fields);
      setFormProblem(refused.form);
    } finally {
      setSaving(false);
    }
  }

  async function onPhoto(file: File | undefined) {
    setProblems((now) => ({ ...now, photo: undefined }));
    if (!file) return setPhoto(undefined);
    try {
      setPhoto(await photoDataUrl(file));
    } catch (error) {
      setPhoto(undefined);
      setProblems((now) => ({ ...now, photo: (error as Error).message }));
    }
  }

  return (
    <Dialog
      open
      title="ID seen"
      description={`Order ${order.orderNumber}: record the ID you checked to complete the collection.`}
      onClose={() => (saving ? undefined : onClose())}
    >
      <form className="form id-check-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FieldShell label="Document type" error={problems.documentType}>
          {(control) => (
            <select
              className="field__input"
              {...control}
              value={values.documentType}
              onChange={(event) => set({ documentType: event.target.value })}
            >
              <option value="">Choose…</option>
              {ID_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ID_DOCUMENT_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField
          label="Document number"
          error={problems.documentNumber}
          value={values.documentNumber}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => set({ documentNumber: event.target.value })}
        />
        <TextField
          label="Issuing country"
          hint="Two letters, e.g. GB"
          error={problems.issuingCountry}
          value={values.issuingCountry}
          maxLength={2}
          onChange={(event) => set({ issuingCountry: event.target.value })}
        />
        <TextField
          label="Expiry date"
          type="date"
          error={problems.expiryDate}
          value={values.expiryDate}
          onChange={(event) => set({ expiryDate: event.target.value })}
        />
        <TextField
          label="Date of birth"
          type="date"
          error={problems.dateOfBirth}
          value={values.dateOfBirth}
          onChange={(event) => set({ dateOfBirth: event.target.value })}
        />
        <CheckField
          label={`The name matches the order's (${order.customer.firstName} ${order.customer.lastName})`}
          checked={values.nameMatches}
          error={problems.nameMatches}
          onChange={(nameMatches) => set({ nameMatches })}
        />
        {needs.card ? (
          <CheckField
            label="The name on the card matches the ID"
            checked={values.cardNameMatches}
            error={problems.cardNameMatches}
            onChange={(cardNameMatches) => set({ cardNameMatches })}
          />
        ) : null}
        {needs.proofOfAddress ? (
          <fieldset className="id-check-form__proof">
            <legend>Proof of address (dated within the last 90 days)</legend>
            <FieldShell label="Proof of address" error={problems['proofOfAddress.type']}>
              {(control) => (
                <select
                  className="field__input"
                  {...control}
                  value={values.proofType}
                  onChange={(event) => set({ proofType: event.target.value })}
                >
                  <option value="">Choose…</option>
                  {PROOF_OF_ADDRESS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PROOF_OF_ADDRESS_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
            <TextField
              label="Date on the proof of address"
              type="date"
              error={problems['proofOfAddress.issuedOn']}
              value={values.proofIssuedOn}
              onChange={(event) => set({ proofIssuedOn: event.target.value })}
            />
          </fieldset>
        ) : null}
        <TextField
          label="Photo of the document (optional)"
          hint="JPEG or PNG, at most 2 MB"
          type="file"
          accept="image/jpeg,image/png"
          error={problems.photo}
          onChange={(event) => void onPhoto(event.target.files?.[0])}
        />
        {formProblem ? (
          <p className="form-error" role="alert">
            {formProblem}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="outline" type="button" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={saving}
            aria-busy={saving || undefined}
          >
            Complete the order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function CheckField({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FieldShell label={label} error={error} className="field--check">
      {(control) => (
        <input
          type="checkbox"
          {...control}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </FieldShell>
  );
}
