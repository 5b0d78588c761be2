/**
 * One order's rate shop across every way to ship (issue 27): the real shipment-rates handler for an
 * order whose load type is set, so the parcel carriers and the LTL carriers (and any other kind the
 * rate shop asks) answer one request, their quotes kept; p95 over sequential samples on DynamoDB Local.
 */
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleLatencies } from './support/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TABLE = 'shipdeck-bench-rates-mixed';

async function main() {
  await withBenchTable(TABLE, async () => {
    const { createTestAccount } = await import('../support/accounts');
    const { addTestWarehouse } = await import('../support/warehouses');
    const { validOrderRequest } = await import('../support/orders');
    const { handler: createOrder } = await import('#functions/orders/handlers/create-order.handler');
    const { handler: shipmentRates } = await import('#functions/rates/handlers/shipment-rates.handler');

    const { accountId, owner } = await createTestAccount('Bench Mixed Foods');
    const warehouseId = await addTestWarehouse(owner, accountId);
    const created = await invoke(
      createOrder,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders',
        user: owner,
        accountId,
        body: validOrderRequest({ warehouseId, loadType: 'Refrigerated' }),
      }),
    );
    const { order } = created.body as { order: import('#domain/orders/order-record').OrderRecord };
    const shipment = order.shipments[0]!;
    const event = () =>
      apiEvent({
        method: 'POST',
        path: `/api/v1/orders/${order.id}/shipments/${shipment.id}/rates`,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id, shipmentId: shipment.id! },
      });
    const first = await invoke(shipmentRates, event());
    const body = first.body as { quotes?: unknown[]; freight?: { quotes: unknown[] } };
    const parcel = body.quotes?.length ?? 0;
    const ltl = body.freight?.quotes.length ?? 0;
    if (first.status !== 200 || parcel === 0 || ltl === 0)
      throw new Error(`mixed rate shop failed: ${first.status} ${JSON.stringify(first.body).slice(0, 500)}`);

    const handler = await sampleLatencies(() => invoke(shipmentRates, event()), { warmup: 20, samples: SAMPLES });
    console.log(`mixed rate shop: ${parcel} parcel + ${ltl} LTL quotes per shop, ${SAMPLES} samples`);
    console.log(
      benchLine({
        bench: 'rate-shop-mixed',
        handlerP95Ms: round(percentile(handler, 95)),
      }),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
