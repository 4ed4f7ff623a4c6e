import { Link } from 'react-router';
import type { ComponentType } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XIcon,
} from '@/components/ui/icons';
import { PhoneLink } from '@/components/ui/phone-link';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const corporateLinks = [
  { label: 'Travel Money', to: paths.home() },
  { label: 'Exchange Rates', to: paths.exchangeRates() },
  { label: 'Contact Us', to: paths.contact() },
];

const supportLinks = [
  { label: 'Privacy & Policy', to: paths.privacy() },
  { label: 'Terms & Condition', to: paths.terms() },
  { label: 'FAQ', to: paths.faq() },
];

type SocialLink = { label: string; href: string | null; Icon: ComponentType<{ size?: number }> };

/** The bureau's own pages; one it has none of shows no icon. */
function socialLinks(): { label: string; href: string; Icon: SocialLink['Icon'] }[] {
  const links: SocialLink[] = [
    { label: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
    { label: 'X', href: site.social.x, Icon: XIcon },
  ];
  return links.filter((link): link is SocialLink & { href: string } => link.href !== null);
}

function FooterLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className="site-footer__list" role="list">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="site-footer__link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const social = socialLinks();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={site.tradingName}>
          <Link
            to={paths.home()}
            className="site-footer__logo"
            aria-label={`${site.tradingName} home`}
          >
            <Logo />
          </Link>
          <p className="site-footer__blurb">
            {site.tagline} 0% commission on 70+ currencies, reserved online and ready to collect in
            store.
          </p>
          {social.length > 0 ? (
            <ul className="site-footer__social" role="list">
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    className="social-link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.tradingName} on ${label} (opens in a new tab)`}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-corporate">
          <h2 id="footer-corporate" className="site-footer__heading">
            Corporate
          </h2>
          <FooterLinks links={corporateLinks} />
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            Support
          </h2>
          <FooterLinks links={supportLinks} />
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Get in touch
          </h2>
          <ul className="site-footer__list site-footer__contact" role="list">
            <li>
              <MapPinIcon size={18} />
              <address>{site.address}</address>
            </li>
            <li>
              <PhoneIcon size={18} />
              <PhoneLink className="site-footer__link" />
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${site.email}`} className="site-footer__link">
                {site.email}
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className="container site-footer__legal">
        <p>
          {site.legalName}, {site.address}.
        </p>
        <p>{`© ${site.copyrightYear} ${site.tradingName}. All rights reserved.`}</p>
        {site.placeholder ? (
          <p className="site-footer__placeholder" role="note">
            These are example business details for trying the site out, not a real bureau&rsquo;s.
          </p>
        ) : null}
      </div>
    </footer>
  );
}
