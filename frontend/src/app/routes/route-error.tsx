import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '@/app/routes/not-found';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';

/** Error boundary of the page area: the header and footer stay usable. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <PageMessage
      eyebrow="Something went wrong"
      title="Sorry, this page didn't load"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <ButtonLink to={paths.home()} variant="outline">
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <p>Please try again. If it keeps happening, call us and we'll help.</p>
    </PageMessage>
  );
}
