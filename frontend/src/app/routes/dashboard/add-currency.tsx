import { useId } from 'react';
import { DashScreen } from '@/components/layout/dash-screen';
import { AddCurrencyForm } from '@/features/dashboard-currencies/components/add-currency-form';

/** /dashboard/addCurrency: 'Currency Dashboard' / 'Add New Currency'. */
export function AddCurrency() {
  const formTitleId = useId();
  return (
    <DashScreen
      title="Currency Dashboard"
      tabTitle="Add New Currency"
      lead="New currencies are priced from the rate provider; you set the two margins."
    >
      <section className="card dash-card dash-card--form" aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="dash-card__title">
          Add New Currency
        </h3>
        <AddCurrencyForm />
      </section>
    </DashScreen>
  );
}
