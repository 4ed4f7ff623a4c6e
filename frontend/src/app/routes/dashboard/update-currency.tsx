import { useId } from 'react';
import { useParams } from 'react-router';
import { UpdateCurrencyPanel } from '@/features/dashboard-currencies/components/update-currency-form';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/update/{code}: edit a currency's names and margins. */
export function UpdateCurrency() {
  const code = (useParams().currency ?? '').toUpperCase();
  useDocumentTitle(`Update ${code}`);
  const titleId = useId();
  const formTitleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            Currency Dashboard
          </h2>
          <p className="dash-screen__lead">Check the code again before you save changes.</p>
        </div>
        <ButtonLink to={paths.dashboard('Currency')} variant="outline" size="sm">
          Back to the list
        </ButtonLink>
      </header>
      <section className="card dash-card dash-card--form" aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="dash-card__title">
          Update Currency {code}
        </h3>
        <UpdateCurrencyPanel code={code} />
      </section>
    </section>
  );
}
