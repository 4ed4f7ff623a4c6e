import { DashScreen } from '@/components/layout/dash-screen';
import { ButtonLink } from '@/components/ui/button';
import { CurrencyManager } from '@/features/dashboard-currencies/components/currency-manager';
import { paths } from '@/config/paths';

/** /dashboard/Currency: 'Manipulate Currency'. */
export function CurrencyList() {
  return (
    <DashScreen
      title="Manipulate Currency"
      lead="Market rates and the prices customers see, per 1 GBP."
      actions={
        <ButtonLink to={paths.dashboard('addCurrency')} variant="outline" size="sm">
          Add Currency
        </ButtonLink>
      }
    >
      <CurrencyManager />
    </DashScreen>
  );
}
