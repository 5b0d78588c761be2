import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#web/api/claims-api';
import {
  CLAIM_COLUMNS,
  DEFAULT_CLAIM_PREFERENCES,
  awaitsDecision,
  CLAIM_FILER_LABELS,
} from '#web/pages/claims/table-config';

const claim = (over: Partial<ClaimView>): ClaimView =>
  ({
    claimId: 'c1',
    status: 'claim_received',
    resolution: 'pending',
    source: { kind: 'shipment', orderId: 'o1', shipmentId: 's1' },
    ...over,
  }) as ClaimView;
const protection = { kind: 'protection', orderId: 'o1' } as const;

describe('the Claims list (issue 25: shoppers’ protection claims are listed and decided here too)', () => {
  it('names who filed each claim: the merchant, or a shopper’s order protection', () => {
    const source = CLAIM_COLUMNS.find((c) => c.id === 'filer')!;
    expect(source.cell(claim({}))).toBe(CLAIM_FILER_LABELS.merchant);
    expect(source.cell(claim({ source: { kind: 'order', orderId: 'o1' } }))).toBe('Merchant');
    expect(source.cell(claim({ source: protection }))).toBe('Shopper protection');
  });

  it('a shopper’s claim awaits the merchant’s decision until it is reshipped, refunded or denied', () => {
    expect(awaitsDecision(claim({ source: protection }))).toBe(true);
    expect(awaitsDecision(claim({ source: protection, resolution: 'reship', status: 'closed' }))).toBe(false);
    expect(awaitsDecision(claim({ source: protection, status: 'withdrawn' }))).toBe(false);
    expect(awaitsDecision(claim({}))).toBe(false);
  });

  it('the default columns fit a 1366 px screen beside the navigation (about 1,000 px of table)', () => {
    const visible = DEFAULT_CLAIM_PREFERENCES.contentDisplay.filter((c) => c.visible).map((c) => c.id);
    expect(visible).toEqual(['orderNumber', 'filer', 'reason', 'status', 'claimed', 'created', 'fileBy']);
    const width = CLAIM_COLUMNS.filter((c) => visible.includes(c.id!)).reduce((sum, c) => sum + Number(c.width), 0);
    expect(width).toBeLessThanOrEqual(950);
  });
});
