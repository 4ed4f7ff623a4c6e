import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, IdCheckInput, IdCheckView } from '@fx/contracts';
import { londonNow } from '@fx/contracts';
import { Clock, DomainError, query } from '@fx/service-kit';
import type { ComplianceEnv } from '../config/env';
import { AuditLog } from '../core/audit-log';
import { Holds } from '../core/holds';
import { COMPLIANCE_ENV } from '../core/tokens';
import { idCheckProblems } from './id-check-rules';
import { IdRecordCrypto, maskedNumber } from './id-record-crypto';

interface IdRecordRow {
  id: string;
  orderId: string;
  documentType: IdCheckView['documentType'];
  last4: string;
  issuingCountry: string;
  expiryDate: string;
  dateOfBirth: Buffer;
  proofOfAddress: IdCheckView['proofOfAddress'];
  hasPhoto: boolean;
  recordedAt: Date;
  recordedBy: Actor;
}

const COLUMNS = `id, order_id AS "orderId", document_type AS "documentType",
  document_number_last4 AS "last4", issuing_country AS "issuingCountry",
  to_char(expiry_date, 'YYYY-MM-DD') AS "expiryDate", date_of_birth_encrypted AS "dateOfBirth",
  proof_of_address AS "proofOfAddress", photo_encrypted IS NOT NULL AS "hasPhoto",
  recorded_at AS "recordedAt", recorded_by AS "recordedBy"`;

/**
 * The ID seen at collection: checked against the order (known and clear, not expired, proof of
 * address at or above the house threshold, the card's name for card orders), stored encrypted
 * (number, date of birth, photo), shown masked. Deleted with the order's personal data.
 */
@Injectable()
export class IdRecords {
  private readonly crypto: IdRecordCrypto;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holds: Holds,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    @Inject(COMPLIANCE_ENV) env: ComplianceEnv,
  ) {
    this.crypto = new IdRecordCrypto(env.ID_RECORD_KEY);
  }

  async record(orderId: string, idCheck: IdCheckInput, by: Actor): Promise<IdCheckView> {
    const row = await this.holds.transaction(async (db) => {
      const standing = await this.holds.standing(orderId, db).catch(() => null);
      if (!standing || standing.status !== 'clear') {
        throw new DomainError(
          'ORDER_ON_HOLD',
          standing
            ? 'This order is being checked by compliance: it cannot be completed yet'
            : 'This order has not been screened yet: it cannot be completed yet',
        );
      }
      const problems = idCheckProblems(idCheck, standing.order, londonNow(this.clock.now()).date);
      if (problems.length > 0) {
        throw new DomainError('UNPROCESSABLE', problems[0]!.message, problems);
      }
      const number = idCheck.documentNumber.replace(/\s/g, '');
      const photo = idCheck.photo ? Buffer.from(idCheck.photo, 'utf8') : null;
      const [row] = await query<IdRecordRow[]>(
        db,
        `INSERT INTO compliance.id_records (id, order_id, document_type, document_number_encrypted,
           document_number_last4, issuing_country, expiry_date, date_of_birth_encrypted,
           proof_of_address, card_name_matches, photo_encrypted, recorded_at, recorded_by)
         VALUES (:id, :orderId, :documentType, :number, :last4, :issuingCountry, :expiryDate,
           :dateOfBirth, :proofOfAddress, :cardNameMatches, :photo, :at, :by)
         RETURNING ${COLUMNS}`,
        {
          id: randomUUID(),
          orderId,
          documentType: idCheck.documentType,
          number: this.crypto.encrypt(number),
          last4: number.slice(-4),
          issuingCountry: idCheck.issuingCountry,
          expiryDate: idCheck.expiryDate,
          dateOfBirth: this.crypto.encrypt(idCheck.dateOfBirth),
          proofOfAddress: idCheck.proofOfAddress ? JSON.stringify(idCheck.proofOfAddress) : null,
          cardNameMatches: idCheck.cardNameMatches ?? null,
          photo: photo ? this.crypto.encrypt(photo) : null,
          at: this.clock.now(),
          by: JSON.stringify(by),
        },
      );
      await this.audit.write(
        {
          by,
          action: 'recorded ID',
          subject: `order ${standing.order.orderNumber}`,
          detail: idCheck.documentType,
        },
        db,
      );
      return row!;
    });
    return this.view(row);
  }

  async ofOrder(orderId: string, by: Actor): Promise<IdCheckView | null> {
    const [row] = await query<IdRecordRow[]>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM compliance.id_records WHERE order_id = :orderId
       ORDER BY recorded_at DESC LIMIT 1`,
      { orderId },
    );
    await this.audit.write({ by, action: 'viewed ID record', subject: `order ${orderId}` });
    return row ? this.view(row) : null;
  }

  /** The document's photo, decrypted (officers only: the gateway checks the role). */
  async photo(id: string, by: Actor): Promise<{ dataUrl: string }> {
    const [row] = await query<{ photo: Buffer | null }[]>(
      this.dataSource,
      'SELECT photo_encrypted AS photo FROM compliance.id_records WHERE id = :id',
      { id },
    );
    if (!row?.photo) throw new DomainError('COMPLIANCE_NOT_FOUND', 'No photo of this ID record');
    await this.audit.write({ by, action: 'viewed ID photo', subject: `ID record ${id}` });
    return { dataUrl: this.crypto.decrypt(row.photo).toString('utf8') };
  }

  /** Retention: the order's personal data is erased, its ID records with it. */
  async eraseOfOrder(orderId: string): Promise<void> {
    await query(this.dataSource, 'DELETE FROM compliance.id_records WHERE order_id = :orderId', {
      orderId,
    });
  }

  private view(row: IdRecordRow): IdCheckView {
    return {
      id: row.id,
      orderId: row.orderId,
      documentType: row.documentType,
      documentNumberMasked: maskedNumber(row.last4),
      issuingCountry: row.issuingCountry,
      expiryDate: row.expiryDate,
      dateOfBirth: this.crypto.decrypt(row.dateOfBirth).toString('utf8'),
      proofOfAddress: row.proofOfAddress,
      hasPhoto: row.hasPhoto,
      recordedAt: row.recordedAt.toISOString(),
      recordedBy: row.recordedBy,
    };
  }
}
