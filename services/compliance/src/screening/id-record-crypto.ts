import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM under ID_RECORD_KEY (base64, 32 bytes): stored as iv, tag, ciphertext. */
export class IdRecordCrypto {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) throw new Error('ID_RECORD_KEY must be 32 bytes');
  }

  encrypt(plain: string | Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(stored: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key, stored.subarray(0, IV_BYTES));
    decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  }
}

/** "•••••4821": the last four characters only. */
export function maskedNumber(last4: string): string {
  return `•••••${last4}`;
}
