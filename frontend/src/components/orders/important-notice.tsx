import type { Way } from '@fx/contracts';
import { importantNotice } from '@fx/contracts/web';
import { AlertIcon } from '@/components/ui/icons';

/** The spec's Important Notification block; the e-mail says the same words. */
export function ImportantNotice({ way, openingHours }: { way: Way; openingHours: string }) {
  return (
    <section className="notice" aria-labelledby="important-notice-title">
      <h3 id="important-notice-title" className="notice__title">
        <AlertIcon size={18} /> Important Notification
      </h3>
      <ul className="notice__list">
        {importantNotice(way, openingHours).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
