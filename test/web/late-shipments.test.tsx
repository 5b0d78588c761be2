import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { orderFiltersSchema } from '#domain/orders/order-query.schema';
import { filteringOptions } from '#web/pages/orders/grid/filtering-properties';
import { LateShipmentsBanner } from '#web/pages/orders/grid/late-shipments-banner';
import { toOrderFilters } from '#web/pages/orders/grid/order-filter-tokens';
import { orderColumns } from '#web/pages/orders/grid/table-config';
import { lateNotificationToasts, type LateShipmentsState } from '#web/pages/orders/grid/use-late-shipments';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!-- -->/g, '');
}

const row = (over: Partial<OrderGridRow>): OrderGridRow =>
  ({ id: 'o1', orderNumber: '1001', status: 'In Transit', warnings: [], late: '', ...over }) as OrderGridRow;

const lateState = (over: Partial<LateShipmentsState>): LateShipmentsState => ({
  view: null,
  visible: false,
  bannerShown: true,
  dismissBanner: () => undefined,
  showLateShipments: async () => undefined,
  send: async () => undefined,
  busy: false,
  ...over,
});

describe('late shipments in the orders grid (issue 12 item 6, accounts §6)', () => {
  it('the Late warning is offered in the filter only to a user who sees late shipments, and filters server-side', () => {
    const seen = { tags: [], batches: [] };
    const lateOption = (showLate?: boolean) =>
      filteringOptions(seen, showLate).filter((o) => o.propertyKey === 'warningType' && o.value === 'late');
    expect(lateOption()).toEqual([]);
    expect(lateOption(true)).toEqual([{ propertyKey: 'warningType', value: 'late', label: 'Late' }]);
    const filters = toOrderFilters({
      query: { tokens: [{ propertyKey: 'warningType', operator: '=', value: 'late' }], operation: 'and' },
      view: 'active',
      dateRange: undefined,
    });
    expect(filters.warningTypes).toEqual(['late']);
    expect(orderFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('the Warnings column shows Late with its reason; other warnings stay text', async () => {
    const warnings = orderColumns(() => undefined).find((c) => c.id === 'warnings')!;
    const late = await html(
      <>
        {warnings.cell(row({ warnings: ['address', 'late'], late: 'Late: expected by 2030-03-18 and not delivered' }))}
      </>,
    );
    expect(late).toContain('Late');
    expect(late).toContain('address');
    expect(late).toContain('aria-label="Late: expected by 2030-03-18 and not delivered"');
    expect(await html(<>{warnings.cell(row({ warnings: ['address'] }))}</>)).toBe('address');
  });

  it('"Send late notification" is a row action of late orders only', async () => {
    const actions = orderColumns(() => undefined).find((c) => c.id === 'actions')!;
    expect(await html(<>{actions.cell(row({ warnings: ['late'], late: 'Late' }))}</>)).toContain(
      'Actions for order 1001',
    );
    // The dropdown's items are rendered on open; the rule is in rowActions, checked through the cell's props.
    const cell = actions.cell(row({ warnings: ['late'], late: 'Late' })) as React.ReactElement<{
      items: { id: string; text: string }[];
    }>;
    expect(cell.props.items.map((i) => i.text)).toContain('Send late notification');
    const onTime = actions.cell(row({})) as React.ReactElement<{ items: { id: string }[] }>;
    expect(onTime.props.items.map((i) => i.id)).not.toContain('lateNotification');
  });

  it("the late_shipments banner says the spec's words, with a button to show late shipments until they are shown", async () => {
    const shown = await html(<LateShipmentsBanner late={lateState({})} />);
    expect(shown).toContain(
      'Late shipments are now detected so you can send a late notification or process a service request.',
    );
    expect(shown).toContain('Show late shipments');
    expect(await html(<LateShipmentsBanner late={lateState({ visible: true })} />)).not.toContain(
      'Show late shipments',
    );
    expect(await html(<LateShipmentsBanner late={lateState({ bannerShown: false })} />)).toBe('');
  });

  it('the result toasts: what was sent, and every skip with its reason', () => {
    const toasts = lateNotificationToasts(
      {
        sent: [{ orderId: 'o1', shipmentId: 's1' }],
        skipped: [
          { orderId: 'o2', shipmentId: 's2', reason: 'already_sent' },
          { orderId: 'o3', reason: 'not_late' },
        ],
      },
      (id) => ({ o1: '1001', o2: '1002', o3: '1003' })[id] ?? id,
    );
    expect(toasts).toEqual({
      success: 'Late notification sent for 1 shipment',
      skipped: ['Order 1002: already sent', 'Order 1003: not late'],
    });
    expect(lateNotificationToasts({ sent: [], skipped: [] }, String).success).toBeUndefined();
  });
});
