/**
 * The claims sweep (automatic opening of draft claims) over BENCH_CLAIMS_SHIPMENTS (default 100,000) labelled
 * shipments of one account in DynamoDB Local. The shipments carry the tracking a real mix leaves behind: most
 * delivered on time, some on their way (scanned recently), and a few that call for a claim — silent for more
 * than the no-scan days, returned, damaged, or perishable and delivered late. Their claim candidates are
 * written as the tracking worker writes them (claimCandidateOf of the stored shipment), and the sweep runs with
 * the real DynamoDB adapters (the alerts are counted in memory instead of sent to the emails queue). Reads are
 * counted on the product's DynamoDB client: every GetItem, Query page and BatchGet key.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { withBenchTable } from './support/bench-table';
import { benchLine, round } from './support/stats';

const SHIPMENTS = Number(process.env.BENCH_CLAIMS_SHIPMENTS ?? 100_000);
const TABLE = 'shipdeck-bench-claims-sweep';
const LOADERS = 16;
const DAY_MS = 86_400_000;

/** Per 1,000 shipments: what their tracking says (the rest delivered on time). */
const MIX = { silent: 10, returned: 5, damaged: 3, latePerishable: 2, onTheWay: 30 } as const;

async function main() {
  await withBenchTable(TABLE, async ({ doc }) => {
    const { createTestAccount } = await import('../support/accounts');
    const { validOrderRequest } = await import('../support/orders');
    const { onTable } = await import('#lib/db/table');
    const { dynamoDocumentClient } = await import('#lib/clients');
    const { uuidGenerator } = await import('#lib/ids');
    const { OrderEntity } = await import('#functions/orders/db/order.entity');
    const { ClaimCandidateEntity } = await import('#functions/claims/db/claim-candidate.entity');
    const { orderRequestSchema } = await import('#api/orders');
    const { buildNewOrder } = await import('#domain/orders/order-build.rules');
    const { orderView } = await import('#domain/orders/order-filter.rules');
    const { orderStatusKey } = await import('#domain/orders/order-grid.rules');
    const { orderNumberKey } = await import('#domain/orders/order-query-plan.rules');
    const { claimCandidateOf } = await import('#domain/claims/claim-candidate.rules');
    const { dynamoAccountStore } = await import('#functions/accounts/accounts.adapters');
    const { dynamoOrderStore } = await import('#functions/orders/orders.adapters');
    const { dynamoClaimStore } = await import('#functions/claims/claims.adapters');
    const { dynamoClaimCandidateStore } = await import('#functions/claims/adapters/dynamodb.claim-candidate-store');
    const { makeClaimsSweep } = await import('#functions/claims/use-cases/claims-sweep.use-case');

    const account = await createTestAccount('Bench Claims Sweep');
    const now = Date.now();
    const day = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
    const { warehouseId: _w, version: _v, ...content } = orderRequestSchema.parse(validOrderRequest());
    const scan = (datetime: string, status = 'in_transit', status_detail = 'departed_facility') => ({
      message: status,
      description: '',
      status,
      status_detail,
      datetime,
      source: 'UPS',
      tracking_location: { city: 'Memphis', state: 'TN', country: 'US', zip: null },
    });

    /** The n-th shipment's label and tracking, by the mix. */
    function tracked(n: number, shipment: Shipment): Shipment {
      const slot = n % 1000;
      const shipDate = day(-12).slice(0, 10);
      const picked = day(-12);
      let status = 'delivered';
      let events = [scan(picked), scan(day(-10), 'delivered', 'arrived_at_destination')];
      let extra: Record<string, unknown> = { deliveryDate: day(-10).slice(0, 10), transitDays: 2 };
      let dryIce = false;
      const edges = [MIX.silent, MIX.returned, MIX.damaged, MIX.latePerishable, MIX.onTheWay].reduce<number[]>(
        (acc, k) => [...acc, (acc.at(-1) ?? 0) + k],
        [],
      );
      if (slot < edges[0]) {
        status = 'in_transit';
        events = [scan(picked), scan(day(-9))];
        extra = {};
      } else if (slot < edges[1]) {
        status = 'return_to_sender';
        events = [scan(picked), scan(day(-2), 'return_to_sender', 'return')];
        extra = {};
      } else if (slot < edges[2]) {
        events = [scan(picked), scan(day(-11), 'in_transit', 'damaged'), events[1]];
      } else if (slot < edges[3]) {
        dryIce = true;
        extra = { ...extra, estimatedDeliveryDate: day(-11).slice(0, 10), transitDays: 3 };
      } else if (slot < edges[4]) {
        status = 'in_transit';
        events = [scan(picked), scan(day(-1))];
        extra = {};
      }
      return {
        ...shipment,
        shipmentStatus: status,
        options: { ...shipment.options, dryIceActive: dryIce },
        billOfLading: {
          trackingCode: `1ZCS${String(n).padStart(10, '0')}`,
          carrier: 'UPS',
          service: 'Ground',
          labelDate: shipDate,
          shipDate,
          purchaseKey: `${shipment.id}#1`,
          sequence: 1,
          carrierShipmentId: `shp_${n}`,
          purchasedAt: picked,
        },
        tracking: { events, emails: [], ...extra },
      } as Shipment;
    }

    function items(n: number): Record<string, unknown>[] {
      const orderDate = day(-13);
      const built = buildNewOrder(
        { ...content, orderNumber: `CS-${String(n).padStart(6, '0')}`, orderDate },
        {
          id: `o${String(n).padStart(7, '0')}`,
          now: new Date(orderDate),
          newShipmentId: () => `s${n}`,
          warehouse: null,
        },
      );
      const order: OrderRecord = {
        ...built,
        shipments: built.shipments.map((s) => tracked(n, s)),
        version: 1,
        updatedAt: orderDate,
      };
      const out = [
        (
          onTable(OrderEntity)
            .put({
              accountId: account.accountId,
              orderId: order.id,
              orderDate,
              view: orderView(order),
              statusKey: orderStatusKey(order),
              orderNumberKey: orderNumberKey(order.orderNumber),
              batchNumber: '',
              customerId: '',
              automationPendingSince: '',
              version: 1,
              doc: order,
            })
            .params() as { Item: Record<string, unknown> }
        ).Item,
      ];
      // The candidate the tracking worker wrote with this shipment's last change.
      const candidate = claimCandidateOf(order.shipments[0]);
      if (candidate)
        out.push(
          (
            onTable(ClaimCandidateEntity)
              .put({
                accountId: account.accountId,
                orderId: order.id,
                shipmentId: order.shipments[0].id!,
                ...candidate,
                stage: 'open',
              })
              .params() as { Item: Record<string, unknown> }
          ).Item,
        );
      return out;
    }

    let candidatesWritten = 0;
    const t0 = performance.now();
    let next = 0;
    const loader = async () => {
      while (next < SHIPMENTS) {
        const start = next;
        next = Math.min(SHIPMENTS, next + 12);
        const batch = Array.from({ length: next - start }, (_, i) => items(start + i + 1)).flat();
        candidatesWritten += batch.length - (next - start);
        let requests = batch.map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const res = await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
          requests = (res.UnprocessedItems?.[TABLE] ?? []) as typeof requests;
        }
      }
    };
    await Promise.all(Array.from({ length: LOADERS }, loader));
    console.log(
      `Loaded ${SHIPMENTS} labelled shipments (${candidatesWritten} with a claim candidate) in ${round((performance.now() - t0) / 1000, 1)} s`,
    );

    // Reads on the product's client: every GetItem, every Query page, every BatchGet key.
    let reads = 0;
    dynamoDocumentClient().middlewareStack.add(
      (next, context) => async (args) => {
        const name = context.commandName ?? '';
        const input = args.input as { RequestItems?: Record<string, { Keys?: unknown[] }> };
        if (name.startsWith('BatchGet'))
          reads += Object.values(input.RequestItems ?? {}).reduce((s, r) => s + (r.Keys?.length ?? 0), 0);
        else if (name.startsWith('Get') || name.startsWith('Query') || name.startsWith('Scan')) reads += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchReadCounter' },
    );

    const alerts: string[] = [];
    const sweep = makeClaimsSweep({
      candidates: dynamoClaimCandidateStore,
      orders: dynamoOrderStore,
      claims: dynamoClaimStore,
      accounts: dynamoAccountStore,
      alerts: { send: async (a) => void alerts.push(a.key) },
      ids: uuidGenerator,
    });
    const s0 = performance.now();
    const report = await sweep({ now: new Date(now) });
    const seconds = (performance.now() - s0) / 1000;
    const rerun0 = performance.now();
    const rerun = await sweep({ now: new Date(now) });
    const rerunMs = performance.now() - rerun0;

    const due = Math.round((SHIPMENTS * (MIX.silent + MIX.returned + MIX.damaged + MIX.latePerishable)) / 1000);
    if (report.opened !== due) throw new Error(`opened ${report.opened} drafts, ${due} were due`);
    if (rerun.opened !== 0) throw new Error(`a second run opened ${rerun.opened} more`);
    const figures = {
      bench: 'claims-sweep',
      shipments: SHIPMENTS,
      seconds: round(seconds, 1),
      readsPerShipment: round(reads / SHIPMENTS, 4),
      draftsOpened: report.opened,
      candidates: candidatesWritten,
      rerunOpened: rerun.opened,
      rerunMs: round(rerunMs, 1),
    };
    console.log(
      `claims-sweep: ${SHIPMENTS} shipments, ${candidatesWritten} candidates (${due} due), ${report.opened} drafts opened in ${figures.seconds} s with ${reads} reads (${figures.readsPerShipment} per shipment); ${alerts.length} alerts; a second run opened ${rerun.opened} in ${figures.rerunMs} ms`,
    );
    console.log(benchLine(figures));
  });
}

await main();
