import { useId } from 'react';
import { AddCurrencyForm } from '@/features/dashboard-currencies/components/add-currency-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/addCurrency: 'Currency Dashboard' / 'Add New Currency'. */
export function AddCurrency() {
  useDocumentTitle('Add New Currency');
  const titleId = useId();
  const formTitleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            Currency Dashboard
          </h2>
          <p className="dash-screen__lead">
            New currencies are priced from the rate provider; you set the two margins.
          </p>
        </div>
      </header>
      <section className="card dash-card dash-card--form" aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="dash-card__title">
          Add New Currency
        </h3>
        <AddCurrencyForm />
      </section>
    </section>
  );
}
