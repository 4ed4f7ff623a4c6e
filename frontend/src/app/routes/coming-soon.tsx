import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';

/** Placeholder for the pages that are not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageMessage
      eyebrow={title}
      title="This page is on its way"
      actions={
        <>
          <ButtonLink to={paths.exchangeRates()}>See today's rates</ButtonLink>
          <ButtonLink to={paths.home()} variant="outline">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>We're still building this part of the site. In the meantime you can check our rates.</p>
    </PageMessage>
  );
}
