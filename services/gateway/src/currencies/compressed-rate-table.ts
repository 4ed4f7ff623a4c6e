import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { Logger } from 'pino';
import type { EncodedRateTable } from '@fx/rate-table';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What a client is sent: the body, its own ETag, and the content-encoding if compressed. */
export interface Representation {
  etag: string;
  body: Buffer;
  encoding?: Encoding;
}

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // The table is compressed once per version, so the slowest, smallest brotli is worth it: 15.6 KB
  // of JSON becomes 2.4 KB (gzip: 3 KB).
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The rate table compressed for the browsers that accept it, made once per version in the
 * background (zlib's thread pool): until it is ready, and for clients that accept neither, the
 * bytes go as they are. Each encoding has an ETag of its own (the version's, suffixed), as its
 * bytes differ, and every answer says it varies with Accept-Encoding.
 */
export class CompressedRateTable {
  private version?: { etag: string; compressed: Partial<Record<Encoding, Buffer>> };
  private lastAccept?: { header: string; encoding: Encoding | null };

  constructor(private readonly logger: Logger) {}

  representation(table: EncodedRateTable, accept: string | undefined): Representation {
    const encoding = accept ? this.negotiate(accept) : null;
    if (!encoding) return table;
    if (this.version?.etag !== table.etag) this.compress(table);
    const body = this.version?.compressed[encoding];
    if (!body) return table;
    return { etag: `${table.etag.slice(0, -1)}-${encoding}"`, body, encoding };
  }

  /** Browsers send the same few Accept-Encoding values; the last one's answer is kept. */
  private negotiate(header: string): Encoding | null {
    if (this.lastAccept?.header !== header) {
      this.lastAccept = { header, encoding: negotiate(header, [...ENCODINGS]) };
    }
    return this.lastAccept.encoding;
  }

  private compress(table: EncodedRateTable): void {
    const version = { etag: table.etag, compressed: {} as Partial<Record<Encoding, Buffer>> };
    this.version = version;
    for (const encoding of ENCODINGS) {
      compress[encoding](table.body).then(
        (body) => {
          version.compressed[encoding] = body;
        },
        (error: unknown) => {
          // The bytes keep going uncompressed: slower for the customer, never wrong.
          this.logger.error({ err: String(error), encoding }, 'could not compress the rate table');
        },
      );
    }
  }
}
