import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredRate } from '#api/shipping';
import {
  coveragePolicyId,
  coverageQuoteOf,
  COVERAGE_CHANGED_SINCE_RATING,
  fullCoveragePremiumCents,
} from '#domain/claims/coverage.rules';
import { FULL_COVERAGE_TARIFF } from '#domain/claims/full-coverage-tariff.constants';
import { idempotencyKeyOf } from '#domain/labels/label-purchase.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { presentQuotes } from '#domain/rates/rate-shop.rules';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { FaultCarrier } from '#test/support/fault-carrier';
import { MemoryLabelFiles, MemoryLabelQueue } from '#test/support/label-adapters.memory';
import { labelPipeline, ownerCaller } from '#test/support/label-pipeline';
import { addTestWarehouse, fundWallet } from '#test/support/labels';
import { accountItems, expectLedgerBalanced, ledgerCheck, shipmentCharges } from '#test/support/ledger';
import { createTestOrder } from '#test/support/order-handlers';

/**
 * Full coverage is bought once with the label: its premium rides on the purchase's one invoice
 * (insurancePremium), so the exactly-once commit that guards the debit guards the premium too.
 */
let accountId: string;
let owner: TestUser;
let carrier: FaultCarrier;
let queue: MemoryLabelQueue;
let pipeline: ReturnType<typeof labelPipeline>;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
  await addTestWarehouse(owner, accountId);
  carrier = new FaultCarrier();
  queue = new MemoryLabelQueue();
  pipeline = labelPipeline({ carrier, files: new MemoryLabelFiles(), queue });
});

const options = { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 400 };

/** An order whose shipment declares $400 of full coverage and was rated with it (a quote pricing the premium). */
async function coveredOrder(): Promise<{ orderId: string; shipmentId: string; rate: StoredRate }> {
  const created = (await dynamoOrderStore.get(accountId, (await createTestOrder(owner, accountId)).id))!;
  const shipment = created.shipments[0]!;
  const [rate] = presentQuotes(
    [
      {
        rateId: 'rate_covered',
        carrier: 'UPS',
        service: 'Ground',
        charges: [{ kind: 'base', label: 'Base', costCents: 1_230, sellCents: 1_230 }],
        listCents: 1_500,
        billableWeightLb: 5,
        zone: 5,
        transitDays: 3,
        estimatedDeliveryDate: '2030-01-04',
      },
    ],
    { settings: rateSettingsSchema.parse({}), labelFeeCents: 20, shipDate: { year: 2030, month: 1, day: 1 } },
    coverageQuoteOf(options),
  );
  const rated: OrderRecord = {
    ...created,
    shipments: [
      {
        ...shipment,
        options: { ...shipment.options, ...options },
        allRates: [rate as unknown as Record<string, unknown>],
        preferredRate: { rateId: rate!.rateId, carrier: 'UPS', service: 'Ground', transitDays: 3 },
      },
    ],
  };
  await dynamoOrderStore.replace(accountId, created, rated);
  return { orderId: created.id, shipmentId: shipment.id!, rate: rate! };
}

async function invoices() {
  return (await accountItems(accountId, 'INVOICE#')).filter((i) => i.type === 'shipment_purchase');
}

describe('full coverage bought with the label', () => {
  it('the premium is posted once on the label invoice, through redeliveries one after the other and at once', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId, rate } = await coveredOrder();
    const premium = fullCoveragePremiumCents(40_000);
    expect(premium).toBeGreaterThan(0);
    expect(rate.charges).toContainEqual({ kind: 'insurance', label: 'Full coverage', amountCents: premium });

    await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), { shipments: [{ orderId, shipmentId }] });
    const [message] = queue.take();
    carrier.inject(idempotencyKeyOf(accountId, shipmentId, 1, 1), 'crash_after_buy');
    await expect(pipeline.purchaseLabel(message!)).rejects.toThrow(/killed/);
    const again = await Promise.all([pipeline.purchaseLabel(message!), pipeline.purchaseLabel(message!)]);
    expect(again.filter((r) => r === 'purchased')).toHaveLength(1);
    expect(await pipeline.purchaseLabel(message!)).toBe('already');

    const posted = await invoices();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ insurancePremium: premium, amount: rate.priceCents - 20, tierFee: 20 });
    expect(await shipmentCharges(accountId, shipmentId)).toEqual({
      labels: 1,
      debits: 1,
      debitCents: -rate.priceCents,
    });
    expect((await ledgerCheck(accountId)).balanceCents).toBe(10_000 - rate.priceCents);
    await expectLedgerBalanced(accountId);

    const coverage = {
      declaredCents: 40_000,
      premiumCents: premium,
      insurer: FULL_COVERAGE_TARIFF.insurer,
      policyId: coveragePolicyId(`${shipmentId}#1`),
    };
    const [label] = await accountItems(accountId, `LABEL#${shipmentId}#`);
    expect(label?.coverage).toMatchObject(coverage);
    const order = (await dynamoOrderStore.get(accountId, orderId))!;
    expect(order.shipments[0]!.billOfLading).toMatchObject({ coverage });
  });

  it('a shipment whose coverage changed after rating is not bought on the old quote', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId } = await coveredOrder();
    const before = (await dynamoOrderStore.get(accountId, orderId))!;
    await dynamoOrderStore.replace(accountId, before, {
      ...before,
      shipments: before.shipments.map((s) => ({ ...s, options: { ...s.options, carrierInsuranceAmount: 900 } })),
    });
    const view = await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
      shipments: [{ orderId, shipmentId }],
    });
    expect(view.items).toEqual([expect.objectContaining({ state: 'failed', message: COVERAGE_CHANGED_SINCE_RATING })]);
    expect(queue.take()).toEqual([]);
    expect(await invoices()).toEqual([]);
  });

  it('orders §5 protection: an order whose coverage does not exceed its value is not bought (the spec’s message)', async () => {
    await fundWallet(accountId, 10_000);
    const { orderId, shipmentId } = await coveredOrder();
    const before = (await dynamoOrderStore.get(accountId, orderId))!;
    await dynamoOrderStore.replace(accountId, before, { ...before, hasShipfareProtection: true, orderValue: 400 });
    const view = await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
      shipments: [{ orderId, shipmentId }],
    });
    expect(view.items).toEqual([
      expect.objectContaining({
        state: 'failed',
        message: 'Total Order Full Coverage must be greater than Order Value of $400',
      }),
    ]);
    expect(await invoices()).toEqual([]);
  });
});
