/**
 * Rate shopping for one order (the Ship issue): p50/p95 of the real shipment-rates handler (token
 * claims, membership, order and settings reads, four sandbox carriers, pricing, the quotes saved
 * on the shipment) against calling the sandbox carriers' rating directly with the same request,
 * measured interleaved in the same run so machine noise hits both alike.
 */
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TABLE = 'shipdeck-bench-rates';

async function main() {
  await withBenchTable(TABLE, async () => {
    const { createTestAccount } = await import('../support/accounts');
    const { addTestWarehouse } = await import('../support/warehouses');
    const { validOrderRequest } = await import('../support/orders');
    const { handler: createOrder } = await import('#functions/orders/handlers/create-order.handler');
    const { handler: shipmentRates } = await import('#functions/rates/handlers/shipment-rates.handler');
    const { carriersWithoutLabels: carriers } = await import('#functions/carriers/carriers.deps');
    const { rateRequestFor } = await import('#domain/carriers/rate-request.rules');
    const { isoDate } = await import('#domain/rates/rate-shop.rules');
    const { nextShipDate, todayIn } = await import('#domain/dates/zoned-time.rules');

    const { accountId, owner } = await createTestAccount('Bench Foods');
    const warehouseId = await addTestWarehouse(owner, accountId);
    const created = await invoke(
      createOrder,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders',
        user: owner,
        accountId,
        body: validOrderRequest({ warehouseId }),
      }),
    );
    const { order } = created.body as { order: import('#domain/orders/order-record').OrderRecord };
    const shipment = order.shipments[0]!;
    const path = `/api/v1/orders/${order.id}/shipments/${shipment.id}/rates`;
    const event = () =>
      apiEvent({
        method: 'POST',
        path,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id, shipmentId: shipment.id! },
      });
    const built = rateRequestFor(order, shipment, {}, isoDate(nextShipDate(todayIn('America/New_York', new Date()))));
    if (!built.ok) throw new Error(`bench order cannot be rated: ${built.problems.join('; ')}`);
    const first = await invoke(shipmentRates, event());
    const quotes = (first.body as { quotes?: unknown[] }).quotes?.length ?? 0;
    if (first.status !== 200 || quotes === 0)
      throw new Error(`rate shop failed: ${first.status} ${JSON.stringify(first.body)}`);

    const { a: handler, b: direct } = await sampleInterleaved(
      () => invoke(shipmentRates, event()),
      () => carriers.rate(built.request),
      { warmup: 20, samples: SAMPLES },
    );
    console.log(`rate shop: ${quotes} quotes per shop, ${SAMPLES} samples`);
    console.log(
      benchLine({
        bench: 'rate-shop',
        handlerP50Ms: round(percentile(handler, 50)),
        handlerP95Ms: round(percentile(handler, 95)),
        directP50Ms: round(percentile(direct, 50)),
        p50Ratio: round(percentile(handler, 50) / percentile(direct, 50)),
        p95Ratio: round(percentile(handler, 95) / percentile(direct, 95)),
      }),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
