import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <PageMessage
      eyebrow="Error 404"
      title="We can't find that page"
      actions={
        <>
          <ButtonLink to={paths.home()}>Go to the home page</ButtonLink>
          <ButtonLink to={paths.exchangeRates()} variant="outline">
            See exchange rates
          </ButtonLink>
        </>
      }
    >
      <p>The link may be out of date, or the address may have a typo in it.</p>
    </PageMessage>
  );
}
