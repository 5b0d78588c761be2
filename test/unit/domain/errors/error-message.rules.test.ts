import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  actionErrorTitle,
  errorContext,
  formatErrorList,
  locateError,
  noRatesSuggestions,
  rewriteErrorMessage,
  rewritePrefix,
} from '#domain/errors/error-message.rules';
import {
  CARRIER_NOT_FOUND_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  SOCKET_REFRESH_MESSAGE,
  SOCKET_RETRY_MESSAGE,
  BANK_ACCOUNT_NOT_READY_MESSAGE,
  TOAST_AUTO_HIDE_MS,
  ZIP_DATA_LOAD_FAILED_MESSAGE,
} from '#domain/errors/error-messages.constants';

describe('message rewriting (orders §8)', () => {
  it.each<[string, unknown, string]>([
    [
      'JSON-like object → unique values',
      { a: 'Invalid zip', b: 'Invalid zip', c: 'Missing phone' },
      'Invalid zip, Missing phone',
    ],
    [
      'object text → unique values',
      '{"street1":"Required","zip":"Required","phone":"Too short"}',
      'Required, Too short',
    ],
    ['single-quoted object text', "{'zip': 'Invalid', 'city': 'Missing'}", 'Invalid, Missing'],
    ['nested object values flattened', { errors: { zip: ['Bad zip', 'Bad zip'] }, code: 'E1' }, 'Bad zip, E1'],
    ['parcel weight prefix', 'parcel weight must be greater than 0', 'Weight must be greater than 0'],
    ['parcel.length prefix', 'parcel.length is too long', 'Length is too long'],
    ['parcel width prefix', 'Parcel width is invalid', 'Width is invalid'],
    ['parcel height prefix', 'parcel height is required', 'Height is required'],
    ['ShipTo phone prefix', 'ShipTo phone is invalid', 'Phone Number is invalid'],
    ['ShipTo email prefix', 'ShipTo email is not valid', 'Email Address is not valid'],
    ['ship to prefix', 'ship to address is incomplete', 'Recipient address is incomplete'],
    ['prefix only at the start', 'Invalid parcel weight', 'Invalid parcel weight'],
    [
      'rating account disabled',
      'The Rating account is temporarily disabled. Please try later.',
      'UPS servers are down',
    ],
    ['carrier_not_found', 'carrier_not_found', CARRIER_NOT_FOUND_MESSAGE],
    [
      "shipper's country must match",
      "The Shipper's country must match the shipment country",
      'Shipping is only allowed for orders originating from US for all active carrier accounts',
    ],
    [
      'shipper country must be the same',
      'Shipper country must be the same as the origin country',
      'Shipping is only allowed for orders originating from US for all active carrier accounts',
    ],
    ['plain message untouched', 'Address not found', 'Address not found'],
    ['empty message', '', GENERIC_ERROR_MESSAGE],
    ['no message', undefined, GENERIC_ERROR_MESSAGE],
  ])('orders §8: %s', (_n, message, expected) => {
    expect(rewriteErrorMessage(message)).toBe(expected);
  });

  it('orders §8: showGenericError gives the generic message', () => {
    expect(rewriteErrorMessage('parcel weight bad', { showGenericError: true })).toBe(
      'There was an error with this action. Please contact support for help.',
    );
  });

  it('orders §8: rewriting never throws and always says something', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.object(), fc.jsonValue()), (m) => {
        expect(rewriteErrorMessage(m).length).toBeGreaterThan(0);
      }),
    );
  });

  it('orders §8: lists show one per line as "Field: message. suggestion"', () => {
    expect(
      formatErrorList([
        { field: 'parcel weight', message: 'must be under 150 lb', suggestion: 'Split the shipment.' },
        { field: 'ShipTo phone', message: 'is invalid.' },
        { field: 'zip', message: 'Invalid Zip', suggestion: '  ' },
      ]),
    ).toBe('Weight: must be under 150 lb. Split the shipment.\nPhone Number: is invalid.\nzip: Invalid Zip.');
  });

  it.each([
    [
      { saturdayDelivery: true, destinationHasPoBox: true },
      ['Try disabling Saturday delivery.', 'PO Box addresses are not deliverable.'],
    ],
    [{ saturdayDelivery: true }, ['Try disabling Saturday delivery.']],
    [{ destinationHasPoBox: true }, ['PO Box addresses are not deliverable.']],
    [{}, []],
  ])('orders §8: no rates suggestions for %o', (ctx, expected) => {
    expect(noRatesSuggestions(ctx)).toEqual(expected);
  });

  it('orders §8: prefix rewriting only touches known prefixes', () => {
    expect(rewritePrefix('ship_to_email bad')).toBe('Email Address bad');
    expect(rewritePrefix('shipfrom phone')).toBe('shipfrom phone');
  });
});

describe('action error titles (orders §8)', () => {
  it.each([
    ['create', 'shipment', 'Error in creating the shipment'],
    ['purchase', 'shipment', 'Error in purchasing the shipment'],
    ['refund', 'shipment', 'Error in refunding the shipment'],
    ['fulfill', 'shipment', 'Error in fulfilling the shipment'],
    ['create', 'order', 'Error in creating the order'],
    ['purchase', 'order', 'Error in purchasing the order'],
    ['refund', 'order', 'Error in refunding the order'],
    ['fulfill', 'order', 'Error in fulfilling the order'],
    ['load_more_rates', 'shipment', 'Error in loading more rates'],
  ] as const)('orders §8: %s %s → %s', (action, subject, title) => {
    expect(actionErrorTitle(action, subject)).toBe(title);
  });
});

describe('error location (orders §8)', () => {
  it.each([
    ['order-level error', 'Order number already exists', 'order', 'isOrder'],
    ['starts with shipto', 'ShipTo address invalid', 'rate', 'isToAddress'],
    ['starts with ship_to', 'ship_to.zip invalid', 'shipment', 'isToAddress'],
    ['mentions postal code', 'Invalid postal code for state', 'rate', 'isToAddress'],
    ['starts with shipfrom', 'ShipFrom phone missing', 'shipment', 'isFromAddress'],
    ['shipfrom postal code stays with the sender', 'ShipFrom postal code invalid', 'rate', 'isFromAddress'],
    ['weight', 'Package weight exceeds limit', 'rate', 'isWeight'],
    ['dimension', 'Invalid dimensions', 'shipment', 'isWeight'],
    ['length', 'Length plus girth too big', 'shipment', 'isWeight'],
    ['rate otherwise', 'Service unavailable', 'rate', 'isRate'],
    ['shipment otherwise', 'Label could not be generated', 'shipment', 'isShipment'],
  ] as const)('orders §8: %s → %s', (_n, message, source, location) => {
    expect(locateError({ message, source })).toBe(location);
  });

  it('orders §8: the context flags name exactly one location', () => {
    expect(errorContext('isWeight')).toEqual({
      isOrder: false,
      isShipment: false,
      isToAddress: false,
      isFromAddress: false,
      isWeight: true,
      isRate: false,
    });
  });
});

describe('catalogue messages (orders §8, accounts §7/§8)', () => {
  it('keeps the spec wording', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('There was an error with this action. Please contact support for help.');
    expect(SOCKET_REFRESH_MESSAGE).toBe('Failed to connect to the server. Please refresh your browser and try again.');
    expect(SOCKET_RETRY_MESSAGE).toBe('Failed to connect to the server. Please try again.');
    expect(BANK_ACCOUNT_NOT_READY_MESSAGE).toBe(
      'Account not ready for verification yet, please wait for the verification deposits and try again',
    );
    expect(ZIP_DATA_LOAD_FAILED_MESSAGE).toBe('Could not load ZIP data');
  });

  it('orders §8: success toasts hide after 5 s, the others after 10 s', () => {
    expect(TOAST_AUTO_HIDE_MS).toEqual({ success: 5000, error: 10000, info: 10000, warning: 10000 });
  });
});
