import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalContact } from '@/features/legal/components/legal-contact';
import type { LegalSection } from '@/features/legal/components/legal-document';

/** The spec's constants for the Privacy Policy (section 9). */
export const privacyConstants = {
  complaintAcknowledgedDays: 10,
  complaintReplyDays: 28,
  complaintExtensionMonths: 2,
} as const;

const c = privacyConstants;

/** Twelve numbered sections, then Contact Us. */
/** The sections, read at render: they name the bureau's details. */
export function privacySections(): readonly LegalSection[] {
  const { tradingName, company } = site;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {tradingName} is a trading name of {company.name}, registered in {company.registeredIn}{' '}
            under company number {company.number}, at {site.address}. We are the controller of the
            personal data described in this policy, which means we decide how and why it is used.
          </p>
          <p>
            This policy explains what personal data we collect when you use our website, place an
            order or visit our branch, how we use it, and the rights you have over it.
          </p>
        </>
      ),
    },
    {
      id: 'personal-data-we-collect',
      title: 'The personal data we collect',
      body: (
        <>
          <p>Depending on how you deal with us, we may collect:</p>
          <ul className="legal-doc__list">
            <li>identity details: your name, date of birth and nationality;</li>
            <li>contact details: your e-mail address, phone number and postal address;</li>
            <li>
              identification documents: copies or details of your passport, driving licence or
              national identity card, and of your proof of address;
            </li>
            <li>
              transaction details: the currencies, amounts and rates of your orders, how you paid
              and where you collected;
            </li>
            <li>account details: your e-mail address and sign-in details if you register;</li>
            <li>
              technical details: your IP address, browser and device type, and how you use our
              website;
            </li>
            <li>anything you tell us when you contact us, including through our contact form.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-collect',
      title: 'How we collect your personal data',
      body: (
        <p>
          Most of the data comes directly from you: when you place an order, register, fill in our
          contact form, call us or visit our branch. We also receive data from the services that
          help us run the business, for example the company that verifies identity documents, the
          provider that lets you sign in with your Google account, and fraud-prevention agencies.
        </p>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your personal data',
      body: (
        <>
          <p>We use your personal data to:</p>
          <ul className="legal-doc__list">
            <li>take, prepare and hand over your orders, and tell you about them;</li>
            <li>check your identity and meet our anti-money laundering duties;</li>
            <li>answer your questions and complaints;</li>
            <li>keep our website, our branch and our customers safe from fraud and misuse;</li>
            <li>improve our services and understand how our website is used;</li>
            <li>send you news and offers, only where you have agreed to receive them.</li>
          </ul>
          <p>
            We rely on these legal grounds: performing our contract with you, complying with the law
            (in particular the Money Laundering Regulations), our legitimate interests in running
            and protecting our business, and your consent for marketing.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>We share your personal data only where we need to, with:</p>
          <ul className="legal-doc__list">
            <li>
              service providers who work for us, such as our hosting, e-mail and identity
              verification providers, under contracts that protect your data;
            </li>
            <li>our bank and card payment providers, to take your payments;</li>
            <li>
              HM Revenue &amp; Customs, the National Crime Agency, the police and other authorities,
              where the law requires it.
            </li>
          </ul>
          <p>We never sell your personal data.</p>
        </>
      ),
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: (
        <p>
          Some of our service providers store data outside the United Kingdom. Where they do, we
          make sure your data has the same level of protection, for example by using the UK’s
          approved standard contractual clauses or by transferring it only to countries the UK
          recognises as providing adequate protection.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep your data',
      body: (
        <>
          <p>
            The Money Laundering Regulations 2017 require us to check the name on every order
            against the UK sanctions list, to see photo ID and proof of address for larger orders,
            and to keep your orders and the record of the ID we saw for five years from the day the
            order is completed. Orders that were never completed are kept for two years. After that
            a daily job deletes your personal data from them; we keep only amounts, currencies and
            dates, for statistics. We keep records longer only where the law requires it, for
            example while a regulator or the police is looking into an order.
          </p>
          <p>
            Signed in, you can download a copy of your data, or delete your account, under My
            account, Your data. Deleting your account removes your sign-in, your rate alerts and
            your saved details at once; your orders and ID records stay until their five years are
            up, because the law requires us to keep them.
          </p>
          <p>
            Other data, such as messages you send us, is kept only for as long as we need it for the
            purpose we collected it for, and then deleted or anonymised.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we keep your data secure',
      body: (
        <p>
          We protect your personal data with technical and organisational measures: our website is
          served only over encrypted connections, access to customer records is limited to staff who
          need it, and our systems are monitored and kept up to date. No system is completely
          secure, so please keep your password to yourself and tell us at once if you think your
          account has been misused.
        </p>
      ),
    },
    {
      id: 'marketing',
      title: 'Marketing',
      body: (
        <p>
          We send you news, rate alerts and offers only if you have given us your consent. You can
          withdraw your consent at any time, free of charge, by using the unsubscribe link in any
          message or by contacting us. Withdrawing consent does not affect the service you receive
          from us or any order you have placed.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          Our website uses the cookies and browser storage it needs to work, for example to keep the
          contents of your order while you complete it and to keep you signed in. We do not use
          advertising cookies.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>Under data protection law you have the right to:</p>
          <ul className="legal-doc__list">
            <li>ask for a copy of the personal data we hold about you;</li>
            <li>ask us to correct data that is wrong or incomplete;</li>
            <li>ask us to delete your data, where we are not required to keep it;</li>
            <li>ask us to restrict how we use your data, or object to our using it;</li>
            <li>ask us to transfer your data to another organisation;</li>
            <li>withdraw your consent, where we rely on it.</li>
          </ul>
          <p>
            Some of these rights are limited where the law requires us to keep your data, for
            example our anti-money laundering records. To use any of your rights, contact us using
            the details below. There is normally no charge.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints procedure',
      body: (
        <>
          <p>
            If you are unhappy with how we have handled your personal data, please tell us first so
            that we can put it right. We will:
          </p>
          <ul className="legal-doc__list">
            <li>acknowledge your complaint within {c.complaintAcknowledgedDays} days;</li>
            <li>send you a substantive reply within {c.complaintReplyDays} days;</li>
            <li>
              if your complaint is complex, tell you within those {c.complaintReplyDays} days that
              we need more time, and reply within up to {c.complaintExtensionMonths} further months.
            </li>
          </ul>
          <p>
            If you are not satisfied with our reply, you can complain to the Information
            Commissioner’s Office (ICO), the UK’s data protection regulator, at{' '}
            <a
              href="https://ico.org.uk/make-a-complaint/"
              target="_blank"
              rel="noopener noreferrer"
            >
              ico.org.uk
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      unnumbered: true,
      body: (
        <>
          <p>
            For any question about this policy or your personal data, or to use your rights, contact
            us. You can also use our <Link to={paths.contact()}>contact form</Link>.
          </p>
          <LegalContact />
        </>
      ),
    },
  ];
}
