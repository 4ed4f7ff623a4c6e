import { PhoneLink } from '@/components/ui/phone-link';
import { PageBanner } from '@/components/ui/page-banner';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { site } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';
import { MapCard } from '@/features/contact/components/map-card';
import { OfficeList } from '@/features/contact/components/office-list';
import '@/styles/pages.css';

export function Contact() {
  return (
    <>
      <PageBanner
        id="contact-title"
        eyebrow="We're here to help"
        title="Contact Us"
        lead="Questions about an order, a rate or a currency? Call in, give us a ring or send us a message."
      />
      <div className="container page-overlap contact-layout">
        <div className="contact-layout__info">
          <section className="card contact-direct" aria-labelledby="contact-direct-title">
            <h2 id="contact-direct-title" className="contact-direct__title">
              Office information
            </h2>
            <ul className="contact-direct__list" role="list">
              <li>
                <span className="contact-direct__icon">
                  <PhoneIcon size={20} />
                </span>
                <span>
                  <span className="contact-direct__label">Phone</span>
                  <PhoneLink className="contact-direct__value" />
                </span>
              </li>
              <li>
                <span className="contact-direct__icon">
                  <MailIcon size={20} />
                </span>
                <span>
                  <span className="contact-direct__label">E-mail</span>
                  <a href={`mailto:${site.email}`} className="contact-direct__value">
                    {site.email}
                  </a>
                </span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="offices-title">
            <h2 id="offices-title" className="contact-section-title">
              Our bureaux
            </h2>
            <OfficeList />
          </section>
          <MapCard />
        </div>
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-form-card__title">
            Send us a message
          </h2>
          <p className="contact-form-card__lead">We reply within one working day.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
