import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { CurrencyManager } from '@/features/dashboard-currencies/components/currency-manager';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/Currency: 'Manipulate Currency'. */
export function CurrencyList() {
  useDocumentTitle('Manipulate Currency');
  const titleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            Manipulate Currency
          </h2>
          <p className="dash-screen__lead">Market rates and the prices customers see, per 1 GBP.</p>
        </div>
        <ButtonLink to={paths.dashboard('addCurrency')} variant="outline" size="sm">
          Add Currency
        </ButtonLink>
      </header>
      <CurrencyManager />
    </section>
  );
}
