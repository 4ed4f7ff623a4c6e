import type { BureauSettings } from './settings';

const address = '112 High Street North, East Ham, London E6 2HT';
const phone = '020 7946 0112';

/**
 * The example bureau of development, tests and the try-it stack: what an unset SITE_* setting
 * falls back to outside production (and the site's footer says so). Never compiled into the SPA:
 * only the services and the tests import this file.
 */
export const EXAMPLE_BUREAU: BureauSettings = {
  brand: {
    name: 'Highstreet FX',
    tagline: 'Travel money from the heart of East London, at the rates you see online.',
    logoUrl: null,
    colors: { primary: '#0b2545', accent: '#13a89e', highlight: '#f2a541' },
  },
  company: {
    name: 'Highstreet Exchange Ltd',
    number: '12345678',
    registeredIn: 'England and Wales',
    registeredAddress: address,
  },
  contact: { address, phone, email: 'hello@highstreetfx.test' },
  offices: [
    {
      id: 'east-ham',
      name: 'East Ham',
      address,
      phone,
      hours: [
        { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
        { days: 'Sunday', opens: '10:00', closes: '16:00' },
      ],
      collectionPoint: true,
    },
    {
      id: 'manor-park',
      name: 'Manor Park',
      address: '286 High Street North, Manor Park, London E12 6SA',
      phone: '020 7946 0286',
      hours: [
        { days: 'Monday to Friday', opens: '09:30', closes: '17:30' },
        { days: 'Saturday', opens: '10:00', closes: '16:00' },
      ],
      collectionPoint: false,
    },
  ],
  social: { facebook: null, instagram: null, x: null },
  moneyTransfersUrl: null,
  placeholder: true,
};
