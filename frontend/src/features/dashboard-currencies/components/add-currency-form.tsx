import { useToast } from '@/components/ui/toast';
import { useAddCurrency } from '../api/add-currency';
import { emptyCurrencyForm, toCurrencyCreate } from '../utils/currency-form';
import { CurrencyForm } from './currency-form';

/** Add Currency: on success 'Added {CODE} currency' and the form is empty again. */
export function AddCurrencyForm() {
  const toast = useToast();
  const addCurrency = useAddCurrency();
  return (
    <CurrencyForm
      mode="add"
      initialValues={emptyCurrencyForm}
      submitLabel="Add"
      submittingLabel="Adding…"
      onSubmit={async (values) => {
        const created = await addCurrency(toCurrencyCreate(values));
        toast.success(`Added ${created.code} currency`);
      }}
    />
  );
}
