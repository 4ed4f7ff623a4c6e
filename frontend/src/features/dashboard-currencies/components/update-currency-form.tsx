import { useNavigate } from 'react-router';
import type { CurrencyAdmin } from '@fx/contracts';
import { DashLoading } from '@/components/layout/dash-loading';
import { ButtonLink } from '@/components/ui/button';
import { retryProps } from '@/components/ui/error-panel';
import { AlertIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useUpdateCurrency } from '../api/update-currency';
import { useAdminCurrencies } from '../api/get-admin-currencies';
import { toCurrencyUpdate } from '../utils/currency-form';
import { CurrencyForm } from './currency-form';
import { CurrencyListError } from './currency-states';

function UpdateForm({ currency }: { currency: CurrencyAdmin }) {
  const toast = useToast();
  const navigate = useNavigate();
  const updateCurrency = useUpdateCurrency();
  return (
    <CurrencyForm
      mode="update"
      initialValues={{
        code: currency.code,
        name: currency.name,
        country: currency.country,
        sellMarginPct: currency.sellMarginPct,
        buyMarginPct: currency.buyMarginPct,
      }}
      initialActive={currency.active}
      submitLabel="Update"
      submittingLabel="Updating…"
      onSubmit={async (values, active) => {
        const updated = await updateCurrency(currency.code, toCurrencyUpdate(values, active));
        toast.success(`Updated ${updated.code} currency`);
        await navigate(paths.dashboard('Currency'));
      }}
    />
  );
}

/**
 * Update Currency for one code: loads it from the staff list (there is no single-currency call),
 * then the form. An unknown code says so plainly.
 */
export function UpdateCurrencyPanel({ code }: { code: string }) {
  const list = useAdminCurrencies();
  const wanted = code.toUpperCase();

  if (list.error && !list.data) {
    return <CurrencyListError {...retryProps(list)} />;
  }
  if (!list.data) {
    return <DashLoading>Loading {wanted}…</DashLoading>;
  }
  const currency = list.data.currencies.find((candidate) => candidate.code === wanted);
  if (!currency) {
    return (
      <div className="state-panel" role="alert">
        <span className="state-panel__icon state-panel__icon--muted">
          <AlertIcon size={24} />
        </span>
        <h4 className="state-panel__title">{`${wanted} is not in the currency list`}</h4>
        <p className="state-panel__text">
          Check the code, or add it as a new currency from Add Currency.
        </p>
        <ButtonLink to={paths.dashboard('Currency')} variant="outline">
          Back to the currency list
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <p className="dash-card__lead">
        {currency.code} · {currency.name} · {currency.country}
      </p>
      <UpdateForm key={currency.code} currency={currency} />
    </>
  );
}
