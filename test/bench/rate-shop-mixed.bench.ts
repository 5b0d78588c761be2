/**
 * Rate shopping for one Frozen local courier order, its three legs asked at once as the web asks them:
 * the real shipment-rates handler returning the four sandbox parcel carriers' quotes and the sandbox
 * courier's quote, beside the real freight-offers handler returning the sandbox LTL carriers' offers
 * (token claims, membership, order and settings reads, the quotings, pricing, the quotes saved on the
 * shipment and the LTL quote kept). handlerP95Ms is the wall time until the last leg answers; it is
 * measured against rating the same requests directly with the parcel carriers, the courier and the LTL
 * carriers at once, interleaved in the same run so machine noise hits both alike.
 */
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TABLE = 'shipdeck-bench-rates-mixed';

async function main() {
  await withBenchTable(TABLE, async () => {
    const { createTestAccount } = await import('../support/accounts');
    const { addTestWarehouse } = await import('../support/warehouses');
    const { validOrderRequest } = await import('../support/orders');
    const { handler: createOrder } = await import('#functions/orders/handlers/create-order.handler');
    // The shipment-rates handler as its module builds it, with the courier's quoting wired in (rates.deps.ts
    // leaves it out until courier dispatch can buy what it quotes).
    const { accountRoute } = await import('#functions/accounts/accounts.deps');
    const { shipmentParamsSchema } = await import('#api/shipping');
    const { rateShopDeps } = await import('#functions/rates/rates.deps');
    const { makeRateShop } = await import('#functions/rates/use-cases/rate-shop.use-case');
    const { quoteCouriers } = await import('#functions/couriers/couriers.deps');
    const courierRateShop = makeRateShop({ ...rateShopDeps, quoteCouriers });
    const shipmentRates = accountRoute(
      { params: shipmentParamsSchema, permissions: ['purchase_orders'] },
      ({ caller, params }) => courierRateShop.shipmentRates(caller, params.orderId, params.shipmentId),
    );
    const { handler: freightOffers } = await import('#functions/freight/handlers/shipment-freight-offers.handler');
    const { freightCarriersFromConfig } = await import('#functions/freight/freight.deps');
    const { askFreightCarriers } = await import('#functions/freight/use-cases/freight-quotes.use-case');
    const { freightRequestForShipment } = await import('#domain/freight/order-freight.rules');
    const { carriersWithoutLabels: carriers } = await import('#functions/carriers/carriers.deps');
    const { sandboxCourier } = await import('#functions/couriers/couriers.deps');
    const { rateRequestFor } = await import('#domain/carriers/rate-request.rules');
    const { courierRequestOf } = await import('#domain/couriers/courier-quotes.rules');
    const { isoDate } = await import('#domain/rates/rate-shop.rules');
    const { nextShipDate, todayIn } = await import('#domain/dates/zoned-time.rules');

    const { accountId, owner } = await createTestAccount('Bench Mixed Rates');
    const warehouseId = await addTestWarehouse(owner, accountId);
    const created = await invoke(
      createOrder,
      apiEvent({
        method: 'POST',
        path: '/api/v1/orders',
        user: owner,
        accountId,
        body: validOrderRequest({
          warehouseId,
          shipmentType: 'LocalCourier',
          loadType: 'Frozen',
          localCourierOptions: { vehicleSize: 'van', deliverySchedule: 'now', tip: 4 },
        }),
      }),
    );
    const { order } = created.body as { order: import('#domain/orders/order-record').OrderRecord };
    const shipment = order.shipments[0]!;
    const path = `/api/v1/orders/${order.id}/shipments/${shipment.id}/rates`;
    const event = (route = path) =>
      apiEvent({
        method: 'POST',
        path: route,
        user: owner,
        accountId,
        pathParameters: { orderId: order.id, shipmentId: shipment.id! },
      });
    const ltlPath = `/api/v1/orders/${order.id}/shipments/${shipment.id}/freight-offers`;
    /** The legs as the web asks them: parcel + courier through the rate shop, LTL through its own route. */
    const shop = () => Promise.all([invoke(shipmentRates, event()), invoke(freightOffers, event(ltlPath))]);
    const built = rateRequestFor(order, shipment, {}, isoDate(nextShipDate(todayIn('America/Chicago', new Date()))));
    if (!built.ok) throw new Error(`bench order cannot be rated: ${built.problems.join('; ')}`);
    const trip = courierRequestOf(order, built.request, 'America/Chicago', new Date());
    if (!trip.ok) throw new Error(`bench order cannot be quoted by a courier: ${trip.problems.join('; ')}`);
    const courier = sandboxCourier();
    const freight = freightRequestForShipment(built.request, order.loadType);
    if (!freight) throw new Error('bench order is not quoted as freight');
    const ltlCarriers = freightCarriersFromConfig();

    const [first, firstLtl] = await shop();
    const quotes = (first.body as { quotes?: { carrier: string }[] }).quotes ?? [];
    const courierQuotes = quotes.filter((q) => q.carrier === 'LocalCourier').length;
    if (first.status !== 200 || courierQuotes === 0 || quotes.length === courierQuotes)
      throw new Error(`mixed rate shop failed: ${first.status} ${JSON.stringify(first.body)}`);
    const ltlOffers = (firstLtl.body as { freight?: { quotes: unknown[] } }).freight?.quotes.length ?? 0;
    if (firstLtl.status !== 200 || ltlOffers === 0)
      throw new Error(`LTL leg failed: ${firstLtl.status} ${JSON.stringify(firstLtl.body)}`);

    const { a: handler, b: direct } = await sampleInterleaved(
      shop,
      () =>
        Promise.all([
          carriers.rate(built.request),
          courier.quote(trip.request),
          askFreightCarriers(ltlCarriers, freight),
        ]),
      { warmup: 20, samples: SAMPLES },
    );
    console.log(
      `rate shop (parcel + courier + LTL): ${quotes.length} quotes per shop (${courierQuotes} courier) and ${ltlOffers} LTL offers, ${SAMPLES} samples`,
    );
    console.log(
      benchLine({
        bench: 'rate-shop-mixed',
        handlerP50Ms: round(percentile(handler, 50)),
        handlerP95Ms: round(percentile(handler, 95)),
        directP50Ms: round(percentile(direct, 50)),
        directP95Ms: round(percentile(direct, 95)),
        p95Ratio: round(percentile(handler, 95) / percentile(direct, 95)),
        quotes: quotes.length,
        courierQuotes,
        ltlOffers,
      }),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
