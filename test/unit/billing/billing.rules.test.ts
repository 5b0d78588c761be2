import { describe, expect, it } from 'vitest';
import { dailyBalances } from '#domain/billing/balance-history.rules';
import { canRemovePaymentMethod, depositAmountOf } from '#domain/billing/deposit.rules';
import { matchesInvoiceFilters } from '#domain/billing/invoice-filter.rules';
import { cardBrandOf, isCardExpired, isLuhnValid, isRoutingNumberValid } from '#domain/billing/sandbox-payments.rules';
import { downgradeBlockers, periodEnd, planChangeOf, planPriceCents } from '#domain/plans/plan-change.rules';
import { PLANS_V2 } from '#domain/plans/plan-tables.constants';
import { completePermissionSet, teamEditRefusal, TEAM_MESSAGES } from '#domain/users/team.rules';
import { invoiceFiltersSchema, type InvoiceView } from '#api/invoices';

describe('add funds amounts (accounts §5)', () => {
  it('card at least $1; ACH $2 to $5000; a valid number; cents exact', () => {
    expect(depositAmountOf('card', 1)).toEqual({ ok: true, amountCents: 100 });
    expect(depositAmountOf('card', 0.99)).toEqual({ ok: false, message: 'Amount must be at least $1' });
    expect(depositAmountOf('bank', 2)).toEqual({ ok: true, amountCents: 200 });
    expect(depositAmountOf('bank', 5000)).toEqual({ ok: true, amountCents: 500_000 });
    expect(depositAmountOf('bank', 5000.01)).toMatchObject({
      ok: false,
      message: 'Amount must be between $2 and $5000',
    });
    expect(depositAmountOf('card', 'abc')).toMatchObject({ ok: false, message: 'Must be a valid number' });
    expect(depositAmountOf('card', 19.99)).toEqual({ ok: true, amountCents: 1999 });
  });

  it('keeps the default method while others remain', () => {
    expect(canRemovePaymentMethod({ isDefault: true }, 2)).toBe(false);
    expect(canRemovePaymentMethod({ isDefault: true }, 1)).toBe(true);
    expect(canRemovePaymentMethod({ isDefault: false }, 3)).toBe(true);
  });
});

describe('the sandbox processor’s checks', () => {
  it('Luhn, ABA routing checksum, brands, expiry', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isRoutingNumberValid('110000000')).toBe(true);
    expect(isRoutingNumberValid('110000001')).toBe(false);
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    const now = new Date('2026-11-24T00:00:00Z');
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(1, 27, now)).toBe(false);
  });
});

describe('plan changes (accounts §4, §9)', () => {
  it('orders plans, prices cycles and ends periods', () => {
    expect(planChangeOf('trial', 'start')).toBe('upgrade');
    expect(planChangeOf('scale', 'grow')).toBe('downgrade');
    expect(planChangeOf('grow', 'grow')).toBe('same');
    expect(planPriceCents(PLANS_V2.grow, 'yearly')).toBe(79_900);
    expect(planPriceCents(PLANS_V2.start, 'yearly')).toBe(0);
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'yearly').toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('names what blocks a downgrade; labels bought this month do not', () => {
    const usage = { users: 3, stores: 2, carrierAccounts: 0, automations: 0, labelsPerMonth: 900 };
    expect(downgradeBlockers('grow', 'v2', usage)).toEqual(['Remove 1 user: the Grow plan allows 2 and you have 3.']);
    expect(downgradeBlockers('start', 'v2', usage)).toHaveLength(2);
    expect(downgradeBlockers('scale', 'v2', usage)).toEqual([]);
  });
});

describe('the invoice list’s filters (accounts §2)', () => {
  const invoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
    invoiceId: 'purchase#1',
    createdAt: '2026-11-24T10:00:00.000Z',
    type: 'shipment_purchase',
    status: 'paid',
    description: '',
    amount: 1000,
    tierFee: 20,
    fee: 0,
    insurancePremium: 0,
    isVndrRate: true,
    directDebitFailed: false,
    effectCents: -1020,
    balanceBeforeCents: 5000,
    balanceAfterCents: 3980,
    orderNumber: 'HC-1042',
    orderTags: ['Frozen'],
    warehouseId: 'wh-1',
    ...over,
  });
  const f = (input: object) => invoiceFiltersSchema.parse(input);

  it('matches by status, type, tag (any case), warehouse and the six text operators', () => {
    expect(matchesInvoiceFilters(invoice(), f({ statuses: ['refunded'] }))).toBe(false);
    expect(matchesInvoiceFilters(invoice(), f({ types: ['shipment_purchase', 'credit'] }))).toBe(true);
    expect(matchesInvoiceFilters(invoice(), f({ orderTags: ['frozen'] }))).toBe(true);
    expect(matchesInvoiceFilters(invoice(), f({ warehouseIds: ['wh-2'] }))).toBe(false);
    for (const [operator, value, expected] of [
      ['contains', '104', true],
      ['notContains', '104', false],
      ['equals', 'hc-1042', true],
      ['notEqual', 'HC-1042', false],
      ['startsWith', 'HC', true],
      ['endsWith', '42', true],
    ] as const)
      expect(matchesInvoiceFilters(invoice(), f({ orderNumber: { operator, value } })), operator).toBe(expected);
    expect(
      matchesInvoiceFilters(
        invoice({ orderNumber: undefined }),
        f({ orderNumber: { operator: 'contains', value: 'HC' } }),
      ),
    ).toBe(false);
  });
});

describe('the balance chart', () => {
  it('carries the last balance of each day forward from the opening balance', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    const points = dailyBalances(
      1000,
      [
        { createdAt: '2026-11-22T15:00:00.000Z', balanceAfterCents: 3000 },
        { createdAt: '2026-11-22T16:00:00.000Z', balanceAfterCents: 2500 },
        { createdAt: '2026-11-24T15:00:00.000Z', balanceAfterCents: 4000 },
      ],
      4,
      now,
      'America/Chicago',
    );
    expect(points).toEqual([
      { date: '2026-11-21', balanceCents: 1000 },
      { date: '2026-11-22', balanceCents: 2500 },
      { date: '2026-11-23', balanceCents: 2500 },
      { date: '2026-11-24', balanceCents: 4000 },
    ]);
  });
});

describe('team rules (accounts §6)', () => {
  it('stores complete sets and protects the owner and oneself', () => {
    const set = completePermissionSet({ view_print_orders: true });
    expect(Object.values(set).filter(Boolean)).toHaveLength(1);
    expect(set.edit_users).toBe(false);
    expect(teamEditRefusal({ role: 'owner', userId: 'o' }, 'a')).toBe(TEAM_MESSAGES.ownerFixed);
    expect(teamEditRefusal({ role: 'member', userId: 'a' }, 'a')).toBe(TEAM_MESSAGES.notYourself);
    expect(teamEditRefusal({ role: 'member', userId: 'm' }, 'a')).toBeUndefined();
  });
});
