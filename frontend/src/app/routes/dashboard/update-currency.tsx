import { useId } from 'react';
import { useParams } from 'react-router';
import { DashScreen } from '@/components/layout/dash-screen';
import { UpdateCurrencyPanel } from '@/features/dashboard-currencies/components/update-currency-form';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** /dashboard/update/{code}: edit a currency's names and margins. */
export function UpdateCurrency() {
  const code = (useParams().currency ?? '').toUpperCase();
  const formTitleId = useId();
  return (
    <DashScreen
      title="Currency Dashboard"
      tabTitle={`Update ${code}`}
      lead="Check the code again before you save changes."
      actions={
        <ButtonLink to={paths.dashboard('Currency')} variant="outline" size="sm">
          Back to the list
        </ButtonLink>
      }
    >
      <section className="card dash-card dash-card--form" aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="dash-card__title">
          Update Currency {code}
        </h3>
        <UpdateCurrencyPanel code={code} />
      </section>
    </DashScreen>
  );
}
