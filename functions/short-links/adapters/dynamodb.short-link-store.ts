import type { ShortLinkRecord, ShortLinkStore } from '#domain/short-links/ports';
import { onTable } from '#lib/db/table';
import { refused, writeTransaction } from '#lib/db/transaction';
import { ShipmentShortLinkEntity, ShortLinkEntity } from '../db/short-link.entity';

/**
 * Short links in the single table. `create` writes the code's item and the shipment's pointer to it in one
 * transaction: the code only if free, the pointer only if the shipment has no live link yet.
 */
export const dynamoShortLinkStore: ShortLinkStore = {
  async create(link) {
    const { ok, reasons } = await writeTransaction(
      { links: ShortLinkEntity, pointers: ShipmentShortLinkEntity },
      ({ links, pointers }) => ({
        code: [links.create(link).commit()],
        pointer: [
          pointers
            .put({
              accountId: link.accountId,
              trackingCode: link.trackingCode,
              subDomain: link.subDomain,
              code: link.code,
              expiresAt: link.expiresAt,
            })
            // An expired pointer (TTL deletes late) is replaced like a missing one.
            .where(({ code, expiresAt }, { notExists, lte }) => `${notExists(code)} OR ${lte(expiresAt, nowSeconds())}`)
            .commit(),
        ],
      }),
    );
    if (ok) return 'created';
    // A conflict is another send writing the same shipment's link: the caller reads it, or draws again.
    if (refused(reasons.pointer) || reasons.pointer.includes('TransactionConflict')) return 'shipment-has-link';
    if (refused(reasons.code)) return 'code-taken';
    throw new Error(`Short link not written: ${JSON.stringify(reasons)}`);
  },

  async linkOf({ accountId, trackingCode, subDomain }) {
    const { data } = await onTable(ShipmentShortLinkEntity).get({ accountId, trackingCode, subDomain }).go();
    if (!data || data.expiresAt <= nowSeconds()) return undefined;
    return data.code;
  },

  async get(code) {
    const { data } = await onTable(ShortLinkEntity).get({ code }).go();
    if (!data) return undefined;
    const { accountId, subDomain, trackingCode, createdAt, expiresAt } = data;
    return { code, accountId, subDomain, trackingCode, createdAt, expiresAt } satisfies ShortLinkRecord;
  },
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
