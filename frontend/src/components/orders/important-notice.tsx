import type { Way } from '@fx/contracts';
import { importantNotice } from '@fx/contracts/web';
import { AlertIcon } from '@/components/ui/icons';

/** The spec's Important Notification block, with the day chosen; the e-mail says the same words. */
export function ImportantNotice({
  way,
  openingHours,
  collectionDay = null,
}: {
  way: Way;
  openingHours: string;
  /** "Thursday 26 November"; null for orders placed before a day was chosen. */
  collectionDay?: string | null;
}) {
  return (
    <section className="notice" aria-labelledby="important-notice-title">
      <h3 id="important-notice-title" className="notice__title">
        <AlertIcon size={18} /> Important Notification
      </h3>
      <ul className="notice__list">
        {importantNotice(way, openingHours, collectionDay).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
