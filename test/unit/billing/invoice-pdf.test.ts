import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '#api/invoices';
import { renderInvoicePdf } from '#functions/billing/render/invoice-pdf';
import { pdfPages } from '#test/unit/labels/pdf-text';

const invoice = (over: Partial<InvoiceView>): InvoiceView => ({
  invoiceId: 'inv_1',
  createdAt: '2026-11-24T10:00:00.000Z',
  type: 'shipment_purchase',
  status: 'paid',
  description: 'Label UPS Ground',
  amount: 1_610,
  tierFee: 20,
  fee: 0,
  insurancePremium: 380,
  isVndrRate: true,
  directDebitFailed: false,
  effectCents: -1_630,
  balanceBeforeCents: 10_000,
  balanceAfterCents: 8_370,
  orderTags: [],
  ...over,
});

describe('invoice PDF (accounts §2 invoice-pdf, §3 Invoice insurancePremium)', () => {
  it('shows full coverage’s premium as its own column beside the amount', async () => {
    const bytes = await renderInvoicePdf({
      companyName: 'Frost & Co',
      title: 'Invoice',
      generatedAt: new Date('2026-11-25T00:00:00Z'),
      invoices: [invoice({}), invoice({ invoiceId: 'inv_2', insurancePremium: 0, amount: 1_230, effectCents: -1_250 })],
    });
    const [page] = await pdfPages(bytes);
    const texts = page!.texts;
    expect(texts).toContain('FULL COVERAGE');
    expect(texts).toContain('$16.30');
    expect(texts).toContain('$3.80');
    // The uncovered label has no premium to show.
    expect(texts.filter((t) => t === '$3.80')).toHaveLength(1);
  });
});
