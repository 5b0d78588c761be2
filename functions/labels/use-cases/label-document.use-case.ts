import type { LabelDocumentView } from '#api/shipping';
import { billOfLadingOf } from '#domain/labels/label-purchase.rules';
import type { LabelFiles } from '#domain/labels/ports';
import type { OrderStore } from '#domain/orders/ports';
import { NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';

/** A label document link is valid for 5 minutes: long enough to open or print, short enough not to be shared around. */
export const LABEL_URL_SECONDS = 300;

/** GET …/shipments/{shipmentId}/label?format=pdf|zpl: a presigned link to the shipment's label document. */
export function makeLabelDocument(deps: { orders: Pick<OrderStore, 'get'>; files: LabelFiles; clock?: () => Date }) {
  return async function labelDocument(
    caller: Caller,
    orderId: string,
    shipmentId: string,
    format: 'pdf' | 'zpl',
  ): Promise<LabelDocumentView> {
    const order = await deps.orders.get(caller.accountId, orderId);
    const shipment = order?.shipments.find((s) => s.id === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment');
    const bol = billOfLadingOf(shipment);
    const key = format === 'pdf' ? bol?.pdfKey : bol?.zplKey;
    if (!key) throw new NotFoundError('Label');
    const at = (deps.clock ?? (() => new Date()))();
    return {
      url: await deps.files.presignGet(key, LABEL_URL_SECONDS),
      format,
      expiresAt: new Date(at.getTime() + LABEL_URL_SECONDS * 1000).toISOString(),
    };
  };
}
