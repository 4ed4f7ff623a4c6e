import { PageBanner } from '@/components/ui/page-banner';
import { site } from '@/config/site';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { termsConstants, termsSections } from '@/features/legal/components/terms-sections';
import '@/styles/pages.css';

export function Terms() {
  return (
    <>
      <PageBanner
        id="terms-title"
        eyebrow="Travel money"
        title="Terms & Conditions"
        lead={`The terms on which ${site.tradingName} buys and sells foreign currency, online and in branch.`}
      >
        <p className="page-banner__meta">Last updated {termsConstants.lastUpdated}</p>
      </PageBanner>
      <LegalDocument
        label="Terms & Conditions"
        intro={
          <p>
            These terms and conditions (the “Terms”) apply to every purchase or sale of foreign
            currency you make with {site.tradingName}, whether you reserve it online with Click
            &amp; Collect or Click &amp; Sell or exchange it over the counter. Please read them
            before you place an order: by placing an order you accept them.
          </p>
        }
        sections={termsSections()}
      />
    </>
  );
}
