import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * One attempt at buying a shipment's label: ACC#<a> / PURCHASE#<shipmentId>#<sequence>. Created with
 * `attribute_not_exists`, so concurrent requests for one shipment make one record (and one queue
 * message); a failed record is taken over by the next request (`attempt` + 1, condition on the
 * attempt it saw). `sequence` is the shipment's label number: 1, then one more per rebooking.
 *
 * gsi1 `SCHEDULE#PURCHASES#queued` / <queuedAt>#<a>#<shipmentId>#<sequence>: the records still
 * `queued`, oldest message first, for the requeue schedule that re-sends a message whose send failed.
 * Sparse: `state` is a key attribute, so every write of it re-evaluates the index condition and a
 * record leaves the index the moment it is purchasing, purchased or failed. ElectroDB then wants every
 * key attribute of the index, so a write of `state` carries the record's `queuedAt` (and its keys).
 * A record written before the index existed has no index keys: only a repeated request re-sends it.
 * Not led by an account
 * (like the refunds' schedule key): it is how the accounts are found.
 */
export const LabelPurchaseEntity = new Entity({
  model: { entity: 'labelPurchase', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', required: true, readOnly: true },
    sequence: { type: 'number', required: true, readOnly: true },
    attempt: { type: 'number', required: true },
    orderId: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true },
    batchId: { type: 'string', required: true },
    state: { type: ['queued', 'purchasing', 'purchased', 'failed'] as const, required: true },
    /** The quote bought, as the merchant was shown it (allRates entry). */
    quote: { type: 'any', required: true },
    amountCents: { type: 'number', required: true },
    tierFeeCents: { type: 'number', required: true },
    insurancePremiumCents: { type: 'number', required: true },
    /** YYYY-MM-DD the label is bought for, fixed at the request so every retry buys the same thing. */
    shipDate: { type: 'string', required: true },
    /** When the record's message was last sent (the request, or the requeue schedule). */
    queuedAt: { type: 'string', required: true },
    message: { type: 'string' },
    trackingCode: { type: 'string' },
    /** A rebooking's: the sequence of the label it replaces (refunded once this one is recorded). */
    replaces: { type: 'number', readOnly: true },
    ...timestamps,
  },
  indexes: {
    byShipment: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['shipmentId', 'sequence'],
        template: 'PURCHASE#${shipmentId}#${sequence}',
      },
    },
    queued: {
      index: 'gsi1',
      condition: (attr) => attr.state === 'queued',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['state'], template: 'SCHEDULE#PURCHASES#${state}' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['queuedAt', 'accountId', 'shipmentId', 'sequence'],
        template: '${queuedAt}#${accountId}#${shipmentId}#${sequence}',
      },
    },
  },
});

/** One purchase request's items, for its progress: ACC#<a> / PURCHASEBATCH#<batchId>. */
export const PurchaseBatchEntity = new Entity({
  model: { entity: 'purchaseBatch', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    batchId: { type: 'string', required: true, readOnly: true },
    /** {orderId, shipmentId, orderNumber, sequence?, state?, message?}[]: items refused at the request carry their own state. */
    items: { type: 'any', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['batchId'], template: 'PURCHASEBATCH#${batchId}' },
    },
  },
});

/** A bought label: ACC#<a> / LABEL#<shipmentId>#<sequence>, created with `attribute_not_exists` (one per shipment and sequence). */
export const LabelEntity = new Entity({
  model: { entity: 'label', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', required: true, readOnly: true },
    sequence: { type: 'number', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    purchaseKey: { type: 'string', required: true, readOnly: true },
    carrier: { type: 'string', required: true, readOnly: true },
    service: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    carrierShipmentId: { type: 'string', required: true, readOnly: true },
    purchasedAt: { type: 'string', required: true, readOnly: true },
    costCents: { type: 'number', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    tierFeeCents: { type: 'number', required: true, readOnly: true },
    pdfKey: { type: 'string', readOnly: true },
    zplKey: { type: 'string', readOnly: true },
    /** The sequence of the label a rebooking replaced this one with; set once, with the replaced label's refund. */
    replacedBy: { type: 'number' },
    /** Full coverage bought with the label (claims/coverage.rules CoverageRecord); absent when uncovered. */
    coverage: {
      type: 'map',
      readOnly: true,
      properties: {
        declaredCents: { type: 'number', required: true },
        premiumCents: { type: 'number', required: true },
        insurer: { type: 'string', required: true },
        policyId: { type: 'string', required: true },
        purchasedAt: { type: 'string', required: true },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byShipment: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['shipmentId', 'sequence'],
        template: 'LABEL#${shipmentId}#${sequence}',
      },
    },
  },
});

/** Labels bought in a calendar month (UTC), for the labels-per-month plan limit: ACC#<a> / LABELCOUNT#<YYYY-MM>. */
export const LabelCounterEntity = new Entity({
  model: { entity: 'labelCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['month'], template: 'LABELCOUNT#${month}' },
    },
  },
});

/**
 * A submitted refund the check-refunds schedule asks the carrier about: ACC#<a> / REFUND#<purchaseKey>,
 * deleted in the transaction that settles it. gsi1 `SCHEDULE#REFUNDS` / <submittedAt>#<a>#<purchaseKey>
 * is how the schedule finds them without a scan (like the archive schedule's key, not led by an
 * account: it is how the accounts are found; the partition holds only refunds still pending).
 */
export const PendingRefundEntity = new Entity({
  model: { entity: 'pendingRefund', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    purchaseKey: { type: 'string', required: true, readOnly: true },
    submittedAt: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    shipmentId: { type: 'string', required: true, readOnly: true },
    orderNumber: { type: 'string', required: true, readOnly: true },
    carrier: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    carrierShipmentId: { type: 'string', required: true, readOnly: true },
    purchasedAt: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    tierFeeCents: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['purchaseKey'], template: 'REFUND#${purchaseKey}' },
    },
    pending: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#REFUNDS' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['submittedAt', 'accountId', 'purchaseKey'],
        template: '${submittedAt}#${accountId}#${purchaseKey}',
      },
    },
  },
});
