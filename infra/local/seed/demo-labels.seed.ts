import { dynamoPaymentMethods } from '#functions/billing/adapters/dynamodb.payment-records';
import { dynamoWallet } from '#functions/billing/adapters/dynamodb.wallet';
import { paymentsGatewayFromConfig } from '#functions/billing/payments.deps';
import { paymentMethodRecordOf } from '#domain/billing/deposit.rules';
import { purchaseLabel, purchaseLabelsThrough } from '#functions/labels/labels.deps';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { rateShop } from '#functions/rates/rates.deps';
import { forEachConcurrently } from '#lib/concurrently';
import type { Caller } from '#lib/http/caller';
import { withLifecycle, type DemoLabelled } from './demo-orders.seed';

/** The demo wallet's opening balance: enough for the seeded labels and a long afternoon of trying. */
export const DEMO_OPENING_BALANCE_CENTS = 1_000_000;
const BUYERS = 4;

/**
 * Funds the demo wallet, then buys the labelled demo orders' labels for real — rated on the
 * sandbox carriers (cheapest), bought through the same purchase use cases as the queue worker,
 * debited from the ledger — and moves each order on to its demo status (in transit, delivered…).
 * The grid's tracking, service, cost, label date and transit columns are then real, and the
 * wallet's ledger balances.
 */
export async function seedDemoLabels(
  caller: Caller,
  labelled: readonly DemoLabelled[],
  log: (line: string) => void = () => {},
): Promise<{ purchased: number }> {
  await dynamoWallet.refill(caller.accountId, {
    refillId: 'demo-opening-balance',
    amountCents: DEMO_OPENING_BALANCE_CENTS,
    description: 'Opening balance',
  });
  await seedDemoCard(caller.accountId);
  if (labelled.length === 0) return { purchased: 0 };

  const orderIds = labelled.map((l) => l.orderId);
  await rateShop.bulkRates(caller, { orderIds, rule: { kind: 'cheapest' } });
  const orders = await dynamoOrderStore.getMany(caller.accountId, orderIds);
  const shipments = orders.flatMap((o) =>
    o.shipments[0]?.id ? [{ orderId: o.id, shipmentId: o.shipments[0].id }] : [],
  );
  // The queue's worker, inline: the seed waits for every label before moving the orders on.
  const buyer = purchaseLabelsThrough({
    send: (messages) => forEachConcurrently(messages, BUYERS, async (m) => void (await purchaseLabel(m))),
  });
  const batch = await buyer.request(caller, { shipments });
  log(`[seed] demo labels: ${batch.items.length} bought on the sandbox carriers`);

  const byId = new Map(labelled.map((l) => [l.orderId, l]));
  for (const before of await dynamoOrderStore.getMany(caller.accountId, orderIds)) {
    const plan = byId.get(before.id);
    if (!plan) continue;
    await dynamoOrderStore.replace(
      caller.accountId,
      before,
      withLifecycle(before, plan.status, plan.n, plan.orderDate),
    );
  }
  return { purchased: batch.items.length };
}

/** The demo account's default card (the sandbox processor's 4242 test card), so plans and Add funds work at once. */
async function seedDemoCard(accountId: string): Promise<void> {
  if ((await dynamoPaymentMethods.list(accountId)).length > 0) return;
  const card = await paymentsGatewayFromConfig().addCard(accountId, {
    card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Demo Owner' },
  });
  await dynamoPaymentMethods.add(accountId, paymentMethodRecordOf(card));
}
