import { useId } from 'react';
import { DashLoading } from '@/components/layout/dash-loading';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useAdminSite } from '../api/admin-site';
import { SiteChangesTable } from './site-changes-table';
import { SiteSettingsForm } from './site-settings-form';
import '@/styles/dashboard-admin.css';

/** The Site settings screen's body: loading, an error with Try again, or the form and changes. */
export function SiteSettingsManager() {
  const { data, error, isValidating, mutate } = useAdminSite();
  const formTitleId = useId();
  const changesTitleId = useId();
  if (error && !data) {
    return (
      <div className="state-panel" role="alert">
        <span className="state-panel__icon">
          <AlertIcon size={24} />
        </span>
        <h3 className="state-panel__title">The site settings could not be loaded</h3>
        <p className="state-panel__text">{error.message}</p>
        <Button variant="outline" disabled={isValidating} onClick={() => void mutate()}>
          {isValidating ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  }
  if (!data) {
    return <DashLoading>Loading the site settings…</DashLoading>;
  }
  return (
    <>
      <section className="card dash-card dash-card--form" aria-labelledby={formTitleId}>
        <h3 id={formTitleId} className="dash-card__title">
          What customers see
        </h3>
        <p className="dash-card__lead">
          {data.site.brand.name}&rsquo;s name, company details, addresses and phone numbers are set
          by your operator; these you can change here.
        </p>
        <SiteSettingsForm site={data.site} />
      </section>
      <section className="card dash-card" aria-labelledby={changesTitleId}>
        <h3 id={changesTitleId} className="dash-card__title">
          Recent changes
        </h3>
        <SiteChangesTable changes={data.changes} />
      </section>
    </>
  );
}
