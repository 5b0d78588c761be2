import type { InvoiceView } from '#api/invoices';
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from '#domain/billing/invoice-labels';
import { formatCents } from '#domain/money/cents.rules';
import { text, type LayoutPage } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, marginOf, PRINT_PAGE_SIZES, type FlowBlock } from '#lib/pdf/page-flow';
import { columnsAcross, ruleBlock, tableHeader, tableRow, type ColumnSpec } from '#lib/pdf/print-table';
import { innerWidthOf, lineBlock, titleBlock } from '#lib/pdf/text-blocks';

const SIZE = PRINT_PAGE_SIZES.Letter;
const FONT = 7.5;
const LEFT = marginOf(SIZE);

type Key =
  'date' | 'invoice' | 'type' | 'status' | 'order' | 'description' | 'amount' | 'coverage' | 'effect' | 'balance';
const COLUMNS: ColumnSpec<Key>[] = [
  { key: 'date', title: 'DATE', share: 2.2, whole: true },
  { key: 'invoice', title: 'INVOICE', share: 3.2 },
  { key: 'type', title: 'TYPE', share: 2.4 },
  { key: 'status', title: 'STATUS', share: 1.6 },
  { key: 'order', title: 'ORDER #', share: 1.8 },
  { key: 'description', title: 'DESCRIPTION', share: 4.4 },
  { key: 'amount', title: 'AMOUNT', share: 1.9, align: 'right', whole: true },
  { key: 'coverage', title: 'FULL COVERAGE', share: 1.9, align: 'right', whole: true },
  { key: 'effect', title: 'BALANCE +/-', share: 2, align: 'right', whole: true },
  { key: 'balance', title: 'BALANCE', share: 2, align: 'right', whole: true },
];

export interface InvoiceStatement {
  companyName: string;
  title: string;
  generatedAt: Date;
  invoices: readonly InvoiceView[];
}

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/**
 * Invoices on Letter pages (accounts §2 invoice-pdf / invoicebulk-pdf): the company, the table with
 * each invoice's amounts and its effect on the balance (accounts §4), then the totals.
 */
export function describeInvoiceStatement(statement: InvoiceStatement): LayoutPage[] {
  const cells = statement.invoices.map((i): Record<Key, string> => ({
    date: i.createdAt.slice(0, 10),
    invoice: i.invoiceId,
    type: INVOICE_TYPE_LABELS[i.type],
    status: INVOICE_STATUS_LABELS[i.status],
    order: i.orderNumber ?? '',
    description: i.description,
    amount: formatCents(i.amount + i.tierFee),
    // accounts §3 Invoice insurancePremium: full coverage's part of the amount, its own line.
    coverage: i.insurancePremium > 0 ? formatCents(i.insurancePremium) : '',
    effect: signed(i.effectCents),
    balance: formatCents(i.balanceAfterCents),
  }));
  const columns = columnsAcross(SIZE, COLUMNS, { size: FONT, rows: cells });
  const header = tableHeader(columns, FONT, SIZE);
  const net = statement.invoices.reduce((sum, i) => sum + i.effectCents, 0);
  const summary = `${statement.invoices.length} invoice(s), net effect on the balance ${signed(net)}`;
  const totals: FlowBlock = fixedBlock(30, [
    ...ruleBlock(SIZE, 0.75, 0).draw(0),
    text(LEFT, 8, innerWidthOf(SIZE), 8, summary, { bold: true }),
  ]);
  const blocks: FlowBlock[] = [
    titleBlock(SIZE, statement.title, statement.generatedAt.toISOString().slice(0, 10), 14),
    lineBlock(SIZE, statement.companyName, 9, true),
    fixedBlock(6, []),
    header,
    ...cells.map((row) => tableRow(columns, row, { size: FONT }, header)),
    totals,
  ];
  return flowPages(blocks, {
    size: SIZE,
    role: 'invoice',
    continuationHeader: () => titleBlock(SIZE, `${statement.title} (continued)`, '', 9),
  });
}
