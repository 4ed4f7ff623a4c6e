import { PhoneLink } from '@/components/ui/phone-link';
import { site } from '@/config/site';

/** The business's postal address, phone and e-mail, as the legal pages quote them. */
export function LegalContact() {
  return (
    <dl className="legal-contact">
      <div>
        <dt>Write to us</dt>
        <dd>
          <address>
            {site.company.name}
            <br />
            {site.address}
          </address>
        </dd>
      </div>
      <div>
        <dt>Call us</dt>
        <dd>
          <PhoneLink />
        </dd>
      </div>
      <div>
        <dt>E-mail us</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
    </dl>
  );
}
