import { PageBanner } from '@/components/ui/page-banner';
import { FaqQuestions } from '@/features/faq/components/faq-questions';
import '@/styles/pages.css';

export function Faq() {
  return (
    <>
      <PageBanner
        id="faq-title"
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead="Quick answers about buying, collecting and selling back your travel money."
      />
      <div className="container page-overlap">
        <FaqQuestions />
      </div>
    </>
  );
}
