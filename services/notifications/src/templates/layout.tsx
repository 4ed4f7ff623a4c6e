import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Hr, Html, Section, Text } from '@react-email/components';
import { dayLabel } from '@fx/contracts';
import type { OrderSnapshot } from '@fx/contracts';
import type { Brand } from './brand';
import { formatMoney } from './brand';
import { addressLine, deliveryOf, noticeOf, totalWords } from './checkout-facts';
import { PAGE_BACKGROUND, Preheader } from './preheader';
import { EmailLink } from './email-link';

const page = { backgroundColor: PAGE_BACKGROUND, fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '600px',
};
const muted = { color: '#5b6470', fontSize: '13px', lineHeight: '20px' };
const cell = { padding: '6px 8px', borderBottom: '1px solid #e5e8eb', fontSize: '14px' };
const head = { ...cell, fontWeight: 'bold', color: '#5b6470' };

/**
 * Every e-mail: its title (the window's, "Order Confirmation | Highstreet FX"), the preheader, the
 * brand at the top, the bureau's address and contact details at the bottom.
 */
export function Layout({
  brand,
  preview,
  title,
  children,
}: {
  brand: Brand;
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
      </Head>
      <Preheader>{preview}</Preheader>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ fontSize: '20px', fontWeight: 'bold', color: brand.color, margin: 0 }}>
            {brand.name}
          </Text>
          <Heading as="h1" style={{ fontSize: '22px', color: '#1b1f24' }}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={muted}>
            {brand.name}, {brand.address}. Phone {brand.phone}, e-mail{' '}
            <EmailLink href={`mailto:${brand.email}`}>{brand.email}</EmailLink>.{' '}
            <EmailLink href={brand.siteUrl}>{brand.siteUrl}</EmailLink>
          </Text>
          <Text style={muted}>{brand.legalLine}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const table = { width: '100%', borderCollapse: 'collapse' as const, margin: '8px 0 16px' };

/**
 * Text put before a cell in the plain-text part (the `textRow` format of plain-text.ts lays a
 * table row out as one line): a row of the order reads "EUR  GBP 500.00 -> EUR 566.70 at 1.1334".
 */
const before = (text: string) => ({ 'data-text-before': text });

/**
 * Currency, From, To, Rate: one row per line of the order, one table so the columns line up.
 * A data table (no role="presentation"), its header cells scoped; the plain text leaves out
 * the header row (each line says what is what).
 */
export function OrderLines({ order }: { order: OrderSnapshot }) {
  return (
    <table style={table} cellPadding={0} cellSpacing={0}>
      <thead data-skip-in-text="true">
        <tr>
          {['Currency', 'From', 'To', 'Rate'].map((label) => (
            <th key={label} scope="col" style={{ ...head, textAlign: 'left' }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => {
          const pounds = formatMoney(line.gbp, 'GBP');
          const foreign = formatMoney(line.foreign, line.currency);
          return (
            <tr key={index}>
              <td style={cell}>{line.currency}</td>
              <td style={cell}>{order.way === 'collect' ? pounds : foreign}</td>
              <td style={cell} {...before(' -> ')}>
                {order.way === 'collect' ? foreign : pounds}
              </td>
              <td style={cell} {...before(' at ')}>
                {line.rate}
              </td>
            </tr>
          );
        })}
        <tr>
          <th scope="row" style={{ ...head, textAlign: 'left' }}>
            Total
          </th>
          <td style={head} colSpan={3} {...before(': ')}>
            {formatMoney(order.totalGbp, 'GBP')}
            {totalWords(order)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A table of labelled values: "Full Name: Ada Lovelace" in the plain text. */
export function LabelledRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table style={table} cellPadding={0} cellSpacing={0}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ ...head, textAlign: 'left', width: '35%' }}>
              {label}
            </th>
            <td style={cell} {...before(': ')}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Full Name, Email, Contact, and the Pickup Location, or the Delivery Address of an order sent
 * to the customer's door.
 */
export function BookingDetails({ order }: { order: OrderSnapshot }) {
  const delivery = deliveryOf(order);
  const rows: [string, string][] = [
    ['Full Name', `${order.customer.firstName} ${order.customer.lastName}`],
    ['Email', order.customer.email],
    ['Contact', order.customer.phone],
    delivery
      ? ['Delivery Address', addressLine(delivery)]
      : ['Pickup Location', `${order.branch.name}, ${order.branch.address}`],
  ];
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: '17px' }}>
        Booking Details
      </Heading>
      <LabelledRows rows={rows} />
    </Section>
  );
}

/** The spec's Important Notification block (a reservation's text is the SPA confirmation's). */
export function ImportantNotice({ order }: { order: OrderSnapshot }) {
  const box = {
    backgroundColor: '#fff8e6',
    border: '1px solid #f0c36d',
    padding: '12px 16px',
    margin: '16px 0',
  };
  const points = noticeOf(order, collectionDayOf(order));
  return (
    <Section style={box}>
      <Text style={{ fontWeight: 'bold', margin: '0 0 8px' }}>Important Notification</Text>
      {points.map((point) => (
        <Text key={point} style={{ margin: '4px 0', fontSize: '14px' }}>
          • {point}
        </Text>
      ))}
    </Section>
  );
}

/** "Thursday 26 November"; null for an order placed before customers chose a day. */
function collectionDayOf(order: OrderSnapshot): string | null {
  return order.collectionDate ? dayLabel(order.collectionDate) : null;
}

/**
 * "Collection day: Thursday 26 November", where the customer chose one; "Delivery day: Friday 27
 * November" for an order sent to the door.
 */
export function CollectionDay({ order }: { order: OrderSnapshot }) {
  const delivery = deliveryOf(order);
  const day = delivery ? dayLabel(delivery.day) : collectionDayOf(order);
  if (!day) return null;
  return (
    <Text style={{ fontSize: '16px' }}>
      {delivery ? 'Delivery day' : 'Collection day'}: <strong>{day}</strong>
    </Text>
  );
}

/** The order's tracking page, which the customer opens with the e-mail address they gave. */
export function FollowYourOrder({ brand, order }: { brand: Brand; order: OrderSnapshot }) {
  const link = `${brand.siteUrl.replace(/\/$/, '')}/orders/${order.orderNumber}`;
  return (
    <Text>
      Follow your order at <EmailLink href={link}>{link}</EmailLink> with the e-mail address you
      gave.
    </Text>
  );
}
