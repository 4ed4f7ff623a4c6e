/** What an erased order reads as, in every view: placeholders, never a crash. */
export const ERASED = 'Erased';
const ERASED_ADDRESS = { line1: ERASED, town: ERASED, postcode: 'ZZ99 9ZZ' };

/** An order to erase, locked: not erased yet, and under no legal hold (frozen, suspicion report). */
export const LOCK_ERASABLE = `
  SELECT o.id, o.order_number AS "orderNumber",
         encode(sha256(convert_to(lower(o.email), 'UTF8')), 'hex') AS "emailSha256",
         NOT EXISTS (SELECT 1 FROM orders.orders other
                      WHERE lower(other.email) = lower(o.email) AND other.id <> o.id
                        AND other.erased_at IS NULL) AS "lastOfCustomer"
    FROM orders.orders o
   WHERE o.id = :id AND o.erased_at IS NULL AND o.compliance_status <> 'frozen'
     AND NOT ('suspicion_report' = ANY (o.compliance_holds))
     FOR UPDATE OF o`;

/**
 * Erases the order's personal data in one statement: the customer's name, e-mail, phone,
 * delivery address, date of birth, due diligence answers and idempotency key, the customers' ids
 * in its history, and the same in its outbox rows. Amounts, currencies, dates and statuses stay.
 */
export const ERASE = `
  WITH erased AS (
    UPDATE orders.orders o
       SET first_name = :erased, last_name = :erased, email = :email, phone = :erased,
           date_of_birth = NULL, idempotency_key = NULL, erased_at = :at,
           placed_by = CASE WHEN o.placed_by->>'kind' = 'customer'
                            THEN '{"kind":"customer"}'::jsonb ELSE o.placed_by END,
           delivery = CASE WHEN o.delivery IS NULL THEN NULL
                           ELSE jsonb_set(o.delivery, '{address}', :address::jsonb) END,
           due_diligence = CASE WHEN o.due_diligence IS NULL THEN NULL
                                ELSE o.due_diligence || '{"answers":null,"dateOfBirth":null}'::jsonb END
     WHERE o.id = :id
    RETURNING o.id
  ), history AS (
    UPDATE orders.status_changes SET actor_id = NULL
     WHERE order_id = :id AND actor_kind = 'customer'
  )
  UPDATE orders.outbox
     SET payload = jsonb_set(payload, '{order,customer}', :customer::jsonb)
                   #- '{order,fulfilment,address}' #- '{order,dueDiligence,answers}'
                   #- '{order,dueDiligence,dateOfBirth}'
   WHERE payload->'order'->>'orderId' = :id::text`;

export function eraseParams(id: string, orderNumber: string, at: Date) {
  const email = `erased-${orderNumber}@erased.invalid`;
  return {
    id,
    at,
    erased: ERASED,
    email,
    address: JSON.stringify(ERASED_ADDRESS),
    customer: JSON.stringify({ firstName: ERASED, lastName: ERASED, email, phone: ERASED }),
  };
}
