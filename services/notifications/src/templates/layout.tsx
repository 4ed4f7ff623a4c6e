import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { dayLabel, importantNotice } from '@fx/contracts';
import type { OrderSnapshot } from '@fx/contracts';
import type { Brand } from './brand';
import { formatMoney } from './brand';

const page = { backgroundColor: '#f4f6f8', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '600px',
};
const muted = { color: '#5b6470', fontSize: '13px', lineHeight: '20px' };
const cell = { padding: '6px 8px', borderBottom: '1px solid #e5e8eb', fontSize: '14px' };
const head = { ...cell, fontWeight: 'bold', color: '#5b6470' };

/** Every e-mail: the brand at the top, the bureau's address and contact details at the bottom. */
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
      <Head />
      <Preview>{preview}</Preview>
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
            <Link href={`mailto:${brand.email}`}>{brand.email}</Link>.{' '}
            <Link href={brand.siteUrl}>{brand.siteUrl}</Link>
          </Text>
          <Text style={muted}>{brand.legalLine}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const table = { width: '100%', borderCollapse: 'collapse' as const, margin: '8px 0 16px' };

/** Currency, From, To, Rate: one row per line of the order, one table so the columns line up. */
export function OrderLines({ order }: { order: OrderSnapshot }) {
  return (
    <table style={table} role="presentation" cellPadding={0} cellSpacing={0}>
      <thead>
        <tr>
          {['Currency', 'From', 'To', 'Rate'].map((label) => (
            <th key={label} style={{ ...head, textAlign: 'left' }}>
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
              <td style={cell}>{order.way === 'collect' ? foreign : pounds}</td>
              <td style={cell}>{line.rate}</td>
            </tr>
          );
        })}
        <tr>
          <td style={head}>Total</td>
          <td style={head} colSpan={3}>
            {formatMoney(order.totalGbp, 'GBP')}
            {order.way === 'collect' ? ' to pay in the branch' : ' paid to you in the branch'}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Full Name, Email, Contact, Pickup Location. */
export function BookingDetails({ order }: { order: OrderSnapshot }) {
  const rows: [string, string][] = [
    ['Full Name', `${order.customer.firstName} ${order.customer.lastName}`],
    ['Email', order.customer.email],
    ['Contact', order.customer.phone],
    ['Pickup Location', `${order.branch.name}, ${order.branch.address}`],
  ];
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: '17px' }}>
        Booking Details
      </Heading>
      <table style={table} role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th style={{ ...head, textAlign: 'left', width: '35%' }}>{label}</th>
              <td style={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The spec's Important Notification block (its text is shared with the SPA's confirmation). */
export function ImportantNotice({ order }: { order: OrderSnapshot }) {
  const box = {
    backgroundColor: '#fff8e6',
    border: '1px solid #f0c36d',
    padding: '12px 16px',
    margin: '16px 0',
  };
  const points = importantNotice(order.way, order.branch.openingHours, collectionDayOf(order));
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

/** "Collection day: Thursday 26 November", where the customer chose one. */
export function CollectionDay({ order }: { order: OrderSnapshot }) {
  const day = collectionDayOf(order);
  if (!day) return null;
  return (
    <Text style={{ fontSize: '16px' }}>
      Collection day: <strong>{day}</strong>
    </Text>
  );
}
