import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { orderColumns } from '#web/pages/orders/grid/table-config';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!-- -->/g, '');
}

const row = (over: Partial<OrderGridRow>): OrderGridRow =>
  ({
    id: 'o1',
    orderNumber: '1001',
    status: 'In Transit',
    warnings: [],
    late: '',
    fileBy: '',
    ...over,
  }) as OrderGridRow;

describe('"File by" in the orders grid (issue 25 item 4: eligible shipments show their filing deadline)', () => {
  it('the Warnings column shows File by <date> beside the other warnings', async () => {
    const warnings = orderColumns(() => undefined).find((c) => c.id === 'warnings')!;
    const shown = await html(<>{warnings.cell(row({ warnings: ['address'], fileBy: '2030-05-13' }))}</>);
    expect(shown).toContain('File by 05/13/2030');
    expect(shown).toContain('address');
    expect(await html(<>{warnings.cell(row({}))}</>)).toBe('-');
  });
});
