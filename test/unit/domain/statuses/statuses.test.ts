import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AWAITING_STATUSES,
  SHIPMENT_STATUSES,
  SHIPPED_STATUSES,
  isAwaiting,
  isShipmentStatus,
  isShipped,
} from '#domain/statuses/shipment-status.rules';
import {
  DISPLAY_STATUSES,
  displayStatus,
  shipmentHasLabel,
  type DisplayStatus,
} from '#domain/statuses/display-status.rules';
import { DISPLAY_STATUS_COLOURS, SHIPMENT_STATUS_COLOURS } from '#domain/statuses/status-colours.rules';
import {
  FULFILLMENT_FILTER_VALUES,
  ORDER_STATUS_FILTER_VALUES,
  PRINTED_FILTER_VALUES,
  TEXT_FILTER_OPERATORS,
  WARNING_TYPES,
} from '#domain/statuses/filter-values.constants';
import {
  ORDER_PROTECTION_EMAIL_STATUSES,
  TRACKING_EMAIL_STATUSES,
} from '#domain/statuses/tracking-email-status.constants';
import {
  CLAIM_RESOLUTIONS,
  CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  claimStatusLabel,
  toStoredClaimStatus,
} from '#domain/statuses/claim-status.rules';
import {
  ACTIVITY_LOG_EVENT_TYPES,
  APPROVAL_STATES,
  AUTH_MODES,
  BILLING_ACCESS_STATUSES,
  CANCEL_REASONS,
  SOCIAL_PROVIDERS,
  SUBSCRIPTION_PLANS,
  USER_GROUPS,
} from '#domain/statuses/account-states.constants';
import { humanCheckResult } from '#domain/statuses/human-check.rules';

describe('shipment statuses', () => {
  it('orders §4: the nineteen shipment statuses', () => {
    expect(SHIPMENT_STATUSES).toEqual([
      'pendingQuote',
      'quoted',
      'processing',
      'failure',
      'booked',
      'dispatched',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'return_to_sender',
      'pre_transit',
      'unknown',
      'available_for_pickup',
      'awaiting_shipment',
      'cancelled',
      'holding',
      'pending',
      'error',
      'archived',
    ]);
    expect(isShipmentStatus('in_transit')).toBe(true);
    expect(isShipmentStatus('In Transit')).toBe(false);
  });

  it.each([
    ['in_transit', true, false],
    ['out_for_delivery', true, false],
    ['delivered', true, false],
    ['processing', false, true],
    ['pre_transit', false, true],
    ['unknown', false, true],
    ['awaiting_shipment', false, true],
    ['pending', false, false],
    ['failure', false, false],
    ['return_to_sender', false, false],
    [undefined, false, false],
  ] as const)('orders §4: %s → shipped %s, awaiting %s', (status, shipped, awaiting) => {
    expect(isShipped(status)).toBe(shipped);
    expect(isAwaiting(status)).toBe(awaiting);
  });

  it('orders §4: the shipped and awaiting groups are disjoint subsets of the statuses', () => {
    for (const s of [...SHIPPED_STATUSES, ...AWAITING_STATUSES]) expect(SHIPMENT_STATUSES).toContain(s);
    expect(SHIPPED_STATUSES.filter((s) => (AWAITING_STATUSES as readonly string[]).includes(s))).toEqual([]);
  });
});

describe('derived display status', () => {
  it.each<[string, Parameters<typeof displayStatus>[0], DisplayStatus]>([
    ['archived flag wins over a label', { archived: true, hasLabel: true, status: 'delivered' }, 'Archived'],
    ['archived status', { hasLabel: false, status: 'archived' }, 'Archived'],
    ['cancelled flag wins', { isCancelled: true, hasLabel: true, status: 'in_transit' }, 'Cancelled'],
    ['cancelled status', { hasLabel: true, status: 'cancelled' }, 'Cancelled'],
    ['deleted wins', { isDeleted: true, hasLabel: false, status: 'pending' }, 'Deleted'],
    [
      'archived before cancelled before deleted',
      { archived: true, isCancelled: true, isDeleted: true, hasLabel: false },
      'Archived',
    ],
    ['cancelled before deleted', { isCancelled: true, isDeleted: true, hasLabel: false }, 'Cancelled'],
    ['no label, pending', { hasLabel: false, status: 'pending' }, 'On Hold'],
    ['no label, holding', { hasLabel: false, status: 'holding' }, 'New'],
    ['no label, in_transit', { hasLabel: false, status: 'in_transit' }, 'New'],
    ['no label, no status', { hasLabel: false }, 'New'],
    ['label, pending', { hasLabel: true, status: 'pending' }, 'On Hold'],
    ['label, in_transit', { hasLabel: true, status: 'in_transit' }, 'In Transit'],
    ['label, out_for_delivery', { hasLabel: true, status: 'out_for_delivery' }, 'Out for delivery'],
    ['label, delivered', { hasLabel: true, status: 'delivered' }, 'Delivered'],
    ['label, return_to_sender', { hasLabel: true, status: 'return_to_sender' }, 'Returned'],
    ['label, failure', { hasLabel: true, status: 'failure' }, 'Failed to Deliver'],
    ['label, available_for_pickup', { hasLabel: true, status: 'available_for_pickup' }, 'Failed to Deliver'],
    ['label, unknown', { hasLabel: true, status: 'unknown' }, 'Awaiting Shipment'],
    ['label, pre_transit', { hasLabel: true, status: 'pre_transit' }, 'Awaiting Shipment'],
    ['label, processing', { hasLabel: true, status: 'processing' }, 'Awaiting Shipment'],
    ['label, holding', { hasLabel: true, status: 'holding' }, 'New'],
    ['label, unmapped booked (ours)', { hasLabel: true, status: 'booked' }, 'Awaiting Shipment'],
  ])('orders §4 / accounts §4: %s', (_name, input, expected) => {
    expect(displayStatus(input)).toBe(expected);
  });

  it('orders §4: every status and flag combination gives a known display status', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.option(fc.oneof(fc.constantFrom(...SHIPMENT_STATUSES), fc.string()), { nil: undefined }),
          hasLabel: fc.boolean(),
          archived: fc.boolean(),
          isCancelled: fc.boolean(),
          isDeleted: fc.boolean(),
        }),
        (input) => {
          const d = displayStatus(input);
          expect(DISPLAY_STATUSES).toContain(d);
          if (input.archived) expect(d).toBe('Archived');
        },
      ),
    );
  });

  it.each([
    [{ label: { trackingCode: '1Z' } }, true],
    [{ createdShipment: { tracking_code: '94' } }, true],
    [{ label: { trackingCode: '' } }, false],
    [{}, false],
  ])('orders §4: label present for %o → %s', (s, expected) => {
    expect(shipmentHasLabel(s)).toBe(expected);
  });

  it('orders §4: one colour per display status and per shipment status', () => {
    expect(Object.keys(DISPLAY_STATUS_COLOURS).sort()).toEqual([...DISPLAY_STATUSES].sort());
    expect(Object.keys(SHIPMENT_STATUS_COLOURS).sort()).toEqual([...SHIPMENT_STATUSES].sort());
    expect(DISPLAY_STATUS_COLOURS.Delivered).toEqual({ indicator: 'success', badge: 'green' });
    expect(DISPLAY_STATUS_COLOURS['Failed to Deliver'].indicator).toBe('error');
  });
});

describe('filter values and other state sets', () => {
  it.each([
    [
      'orders §4 order status filter',
      ORDER_STATUS_FILTER_VALUES,
      [
        'holding',
        'pending',
        'processing',
        'in_transit',
        'out_for_delivery',
        'delivered',
        'return_to_sender',
        'failure',
        'archived',
        'isCancelled',
        'isDeleted',
      ],
    ],
    [
      'orders §4 fulfillment filter',
      FULFILLMENT_FILTER_VALUES,
      ['printed', 'notPrinted', 'refunded', 'fulfilled', 'unFulfilled', 'error'],
    ],
    [
      'orders §4 printed filter',
      PRINTED_FILTER_VALUES,
      [
        'NonePrinted',
        'labelPrinted',
        'packingSlipPrinted',
        'labelAndPackingSlipPrinted',
        'NoLabelPrinted',
        'NoPackingSlipPrinted',
        'NoLabelAndPackingSlipPrinted',
      ],
    ],
    ['orders §4 warning types', WARNING_TYPES, ['order', 'create', 'buy', 'fulfillment', 'refund', 'address']],
    [
      'orders §2 text operators',
      TEXT_FILTER_OPERATORS,
      ['contains', 'notContains', 'equals', 'notEqual', 'startsWith', 'endsWith'],
    ],
    [
      'orders §4 tracking email statuses',
      TRACKING_EMAIL_STATUSES,
      [
        'awaiting_shipment',
        'in_transit',
        'out_for_delivery',
        'delivered',
        'returned',
        'failed_to_deliver',
        'late_shipment',
        'reshipped',
        'denied',
        'refunded',
      ],
    ],
    ['orders §4 order-protection outcomes', ORDER_PROTECTION_EMAIL_STATUSES, ['reshipped', 'denied', 'refunded']],
    ['accounts §4 billing access', BILLING_ACCESS_STATUSES, ['hidden', 'rejected', 'approved', 'pending_verification']],
    ['orders §4 approval states', APPROVAL_STATES, ['pending', 'need_approval', 'approved', 'granted_access']],
    ['accounts §4 subscription plans', SUBSCRIPTION_PLANS, ['start', 'grow', 'scale', 'enterprise', 'trial']],
    [
      'accounts §4 cancel reasons',
      CANCEL_REASONS,
      ['unnecessary', 'too-complicated', 'not-enough-features', 'expensive', 'closing-business', 'other'],
    ],
    ['accounts §4 claim resolutions', CLAIM_RESOLUTIONS, ['pending', 'reship', 'refund', 'deny']],
    ['accounts §4 social providers', SOCIAL_PROVIDERS, ['google', 'linkedin', 'microsoft']],
    ['accounts §4 auth modes', AUTH_MODES, ['password', 'magic_link']],
    ['accounts §6 groups', USER_GROUPS, ['merchant:admin', 'god-mode']],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('orders §4: twenty activity log event types, no repeats', () => {
    expect(ACTIVITY_LOG_EVENT_TYPES).toHaveLength(20);
    expect(new Set(ACTIVITY_LOG_EVENT_TYPES).size).toBe(20);
  });
});

describe('claim statuses', () => {
  it('accounts §4: display labels and stored forms (with draft)', () => {
    expect(CLAIM_STATUS_LABELS).toEqual([
      'Claim Received',
      'Documents Pending',
      'Investigation Pending',
      'Submitted for Payment',
      'Paid',
      'Withdrawn',
      'Denied',
      'Closed',
    ]);
    expect(CLAIM_STATUSES).toEqual([
      'claim_received',
      'documents_pending',
      'investigation_pending',
      'submitted_for_payment',
      'paid',
      'withdrawn',
      'denied',
      'closed',
      'draft',
    ]);
  });

  it.each([
    ['Claim Received', 'claim_received'],
    ['Documents Pending', 'documents_pending'],
    ['Investigation Pending', 'investigation_pending'],
    ['Submitted for Payment', 'submitted_for_payment'],
    ['Paid', 'paid'],
    ['Withdrawn', 'withdrawn'],
    ['Denied', 'denied'],
    ['Closed', 'closed'],
    ['draft', 'draft'],
    ['paid', 'paid'],
    ['Claim is pending documentation from merchant', 'documents_pending'],
    ['PENDING DOCUMENTATION', 'documents_pending'],
    ['Something else', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('accounts §4: %s → %s', (text, stored) => {
    expect(toStoredClaimStatus(text)).toBe(stored);
  });

  it('accounts §4: every stored status round-trips through its label', () => {
    for (const s of CLAIM_STATUSES) expect(toStoredClaimStatus(claimStatusLabel(s))).toBe(s);
  });
});

describe('human check', () => {
  it.each([
    ['widget absent', { widgetPresent: false }, 'validated'],
    ['widget errored', { widgetPresent: true, errored: true, validated: false }, 'validated'],
    ['call answered validated', { widgetPresent: true, validated: true }, 'validated'],
    ['call answered not validated', { widgetPresent: true, validated: false }, 'not_validated'],
    ['no answer yet', { widgetPresent: true }, 'not_validated'],
  ] as const)('accounts §4/§7/§8: %s → %s', (_n, o, expected) => {
    expect(humanCheckResult(o)).toBe(expected);
  });
});

describe('status lookups ignore inherited names', () => {
  it("orders §4: a status named like an Object method ('valueOf', 'constructor') is labelled, never a function", () => {
    for (const status of ['valueOf', 'constructor', 'toString', '__proto__']) {
      expect(displayStatus({ status, hasLabel: true })).toBe('Awaiting Shipment');
      expect(displayStatus({ status, hasLabel: false })).toBe('New');
    }
  });
});
