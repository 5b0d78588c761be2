import { createHash } from 'node:crypto';
import type { BuyRequest, PurchasedLabel } from '#domain/carriers/carrier.models';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { easyPostSignature } from '#functions/tracking/easypost-webhook';
import { SANDBOX_EASYPOST_WEBHOOK_SECRET } from '#functions/tracking/webhook-secret';
import { apiEvent } from './api-events';
import { FaultCarrier } from './fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from './label-adapters.memory';
import { labelPipeline, ownerCaller } from './label-pipeline';
import { createPurchasableOrder, fundWallet } from './labels';
import type { TestUser } from './api-events';

/** The fault carrier with tracking codes unique across accounts and runs (derived from the purchase's key). */
export class TrackableCarrier extends FaultCarrier {
  override async buy(request: BuyRequest): Promise<PurchasedLabel> {
    const label = await super.buy(request);
    const code = `1Z${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16).toUpperCase()}`;
    return { ...label, trackingCode: code, trackingUrl: `https://track.example.com/${code}` };
  }
}

/** An order of `accountId` with a bought UPS label, through the label pipeline (the commit writes the tracking code). */
export async function labelledShipment(accountId: string, owner: TestUser) {
  const queue = new MemoryLabelQueue();
  const pipeline = labelPipeline({ carrier: new TrackableCarrier(), files: new MemoryLabelFiles(), queue });
  await fundWallet(accountId, 5_000);
  const made = await createPurchasableOrder(owner, accountId);
  await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
    shipments: [{ orderId: made.orderId, shipmentId: made.shipmentId }],
  });
  for (const m of queue.take()) await pipeline.purchaseLabel(m);
  return made;
}

/** A carrier scan as EasyPost's tracking_details carries it. */
export function scan(status: string, datetime: string, city = 'Austin'): TrackingEvent {
  return {
    message: `${status} in ${city}`,
    description: '',
    status,
    status_detail: status === 'delivered' ? 'arrived_at_destination' : 'in_transit',
    datetime,
    source: 'UPS',
    tracking_location: { city, state: 'TX', country: 'US', zip: null },
  };
}

/** A tracker.updated Event body, as EasyPost sends it (raw JSON text). */
export function trackerUpdatedBody(opts: {
  eventId: string;
  trackingCode: string;
  status: string;
  events: TrackingEvent[];
}) {
  return JSON.stringify({
    id: opts.eventId,
    object: 'Event',
    description: 'tracker.updated',
    mode: 'test',
    created_at: new Date().toISOString(),
    result: {
      id: `trk_${opts.trackingCode}`,
      object: 'Tracker',
      mode: 'test',
      tracking_code: opts.trackingCode,
      status: opts.status,
      status_detail: '',
      carrier: 'UPS',
      est_delivery_date: '2030-01-04T00:00:00Z',
      public_url: `https://track.easypost.com/${opts.trackingCode}`,
      tracking_details: opts.events,
    },
  });
}

/** The webhook's POST as API Gateway hands it to the function, signed with `secret` unless `signature` says otherwise. */
export function webhookEvent(raw: string, opts: { secret?: string; signature?: string | null } = {}) {
  const event = apiEvent({ method: 'POST', path: '/api/v1/webhooks/easypost', rawBody: raw });
  const signature =
    opts.signature === undefined
      ? easyPostSignature(raw, opts.secret ?? SANDBOX_EASYPOST_WEBHOOK_SECRET)
      : opts.signature;
  if (signature !== null) event.headers['x-hmac-signature'] = signature;
  return event;
}
