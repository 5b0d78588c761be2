import { Entity } from '#lib/db/electrodb';
import { FREIGHT_BOOKING_STATES } from '#domain/freight/freight-booking.models';
import { FREIGHT_TRACKING_STATUSES } from '#domain/freight/freight.models';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * One booking of a carrier quote: ACC#<a> / FREIGHTBOOKING#<bookingId>. Created with
 * `attribute_not_exists`, so a double click or a retried request makes one booking; a failed
 * booking is taken over by the next request under its own idempotency key. Offer, request,
 * carrier answer, re-bills and tracking are kept whole: the booking is read and written as one.
 */
export const FreightBookingEntity = new Entity({
  model: { entity: 'freightBooking', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true },
    quoteId: { type: 'string', required: true },
    state: { type: FREIGHT_BOOKING_STATES, required: true },
    message: { type: 'string' },
    offer: { type: 'any', required: true },
    request: { type: 'any', required: true },
    reference: { type: 'string', required: true, default: '' },
    shipper: { type: 'any', required: true },
    consignee: { type: 'any', required: true },
    specialInstructions: { type: 'string', required: true, default: '' },
    carrierBooking: { type: 'any' },
    bolKey: { type: 'string' },
    palletLabelsKey: { type: 'string' },
    postedCharges: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    rebills: { type: 'any', required: true, default: () => [] },
    trackingStatus: { type: FREIGHT_TRACKING_STATUSES, required: true, default: 'booked' },
    trackingEvents: { type: 'any', required: true, default: () => [] },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['bookingId'], template: 'FREIGHTBOOKING#${bookingId}' },
    },
  },
});

/**
 * A booked shipment in flight, for the freight tracking schedule: ACC#<a> / FREIGHTWATCH#<bookingId>,
 * and gsi1 `SCHEDULE#FREIGHTTRACKING` / <checkAfter>#<a>#<bookingId> (not led by an account: it is how
 * the accounts are found). Written with the booking's commit; deleted once the PRO is delivered.
 */
export const FreightTrackingWatchEntity = new Entity({
  model: { entity: 'freightTrackingWatch', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    checkAfter: { type: 'string', required: true },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['bookingId'], template: 'FREIGHTWATCH#${bookingId}' },
    },
    due: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#FREIGHTTRACKING' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['checkAfter', 'accountId', 'bookingId'],
        template: '${checkAfter}#${accountId}#${bookingId}',
      },
    },
  },
});
