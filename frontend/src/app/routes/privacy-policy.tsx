import { PageBanner } from '@/components/ui/page-banner';
import { site } from '@/config/site';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { privacySections } from '@/features/legal/components/privacy-sections';
import '@/styles/pages.css';

export function PrivacyPolicy() {
  return (
    <>
      <PageBanner
        id="privacy-title"
        eyebrow="Your data"
        title="Privacy Policy"
        lead={`How ${site.tradingName} collects, uses and protects your personal data, and the rights you have over it.`}
      />
      <LegalDocument
        label="Privacy Policy"
        intro={
          <p>
            We respect your privacy and handle your personal data in line with the UK General Data
            Protection Regulation and the Data Protection Act 2018. If anything in this policy is
            unclear, please contact us.
          </p>
        }
        sections={privacySections()}
      />
    </>
  );
}
