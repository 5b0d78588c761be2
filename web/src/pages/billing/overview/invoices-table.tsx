import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import PropertyFilter from '@cloudscape-design/components/property-filter';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { InvoiceView } from '#api/invoices';
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from '#domain/billing/invoice-labels';
import type { InvoiceStatus } from '#domain/billing/invoice-status.constants';
import { formatCents } from '#domain/money/cents.rules';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { DatePresetPicker } from '#web/components/date-preset-picker';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { INVOICE_FILTERING_PROPERTIES, invoiceFilteringOptions } from './invoice-filtering';
import type { useInvoices } from './use-invoices';

const STATUS_TYPE: Record<InvoiceStatus, StatusIndicatorProps.Type> = {
  paid: 'success',
  pending: 'pending',
  failed: 'error',
  refunded: 'info',
};

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** The invoice list (accounts §2): the spec's filter columns, server-side pages, PDFs one by one or together. */
export function InvoicesTable({
  invoices,
  warehouses,
}: {
  invoices: ReturnType<typeof useInvoices>;
  warehouses: readonly { id: string; name: string }[];
}) {
  const [selected, setSelected] = useState<InvoiceView[]>([]);
  const [building, setBuilding] = useState<string | null>(null);
  const { reportError, notify } = useNotifications();

  const open = async (what: string, build: () => Promise<{ url: string; invoices: number }>) => {
    setBuilding(what);
    try {
      const doc = await build();
      window.open(doc.url, '_blank', 'noopener');
      notify({ type: 'success', content: `PDF of ${doc.invoices} invoice(s) is ready: it opened in a new tab.` });
    } catch (e) {
      reportError(e);
    } finally {
      setBuilding(null);
    }
  };

  return (
    <SpaceBetween size="s">
      {invoices.error && (
        <LoadErrorAlert
          header="Could not load invoices"
          error={invoices.error}
          onRetry={() => void invoices.reload()}
        />
      )}
      <Table
        variant="container"
        header={
          <Header
            description="Every change of your balance: deposits, labels, refunds, fees and subscriptions."
            actions={
              <Button
                loading={building === 'bulk'}
                onClick={() => void open('bulk', () => invoices.bulkPdf(selected.map((i) => i.invoiceId)))}
              >
                {selected.length ? `Download PDF (${selected.length})` : 'Download PDF (all filtered)'}
              </Button>
            }
          >
            Invoices
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <PropertyFilter
              query={invoices.query}
              onChange={(e) => invoices.setQuery(e.detail)}
              filteringProperties={INVOICE_FILTERING_PROPERTIES}
              filteringOptions={invoiceFilteringOptions(warehouses)}
              filteringPlaceholder="Filter invoices"
              freeTextFiltering={{ operators: [] }}
              expandToViewport
            />
            <DatePresetPicker value={invoices.date} onChange={invoices.setDate} ariaLabel="Invoice date" />
          </SpaceBetween>
        }
        pagination={
          <Pagination
            {...invoices.pagination}
            onChange={(e) => invoices.goToPage(e.detail.currentPageIndex - 1)}
            ariaLabels={{
              nextPageLabel: 'Next page',
              previousPageLabel: 'Previous page',
              pageLabel: (n) => `Page ${n}`,
            }}
          />
        }
        loading={invoices.loading}
        loadingText="Loading invoices"
        items={invoices.items}
        trackBy="invoiceId"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={(e) => setSelected(e.detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: 'Invoice selection',
          itemSelectionLabel: (_, i) => `Select invoice ${i.invoiceId}`,
          allItemsSelectionLabel: () => 'Select all invoices on this page',
        }}
        empty={<Box textAlign="center">No invoices match.</Box>}
        columnDefinitions={[
          { id: 'date', header: 'Invoice date', cell: (i) => new Date(i.createdAt).toLocaleString() },
          { id: 'type', header: 'Invoice type', cell: (i) => INVOICE_TYPE_LABELS[i.type] },
          {
            id: 'status',
            header: 'Invoice status',
            cell: (i) => (
              <StatusIndicator type={STATUS_TYPE[i.status]}>{INVOICE_STATUS_LABELS[i.status]}</StatusIndicator>
            ),
          },
          { id: 'description', header: 'Description', cell: (i) => i.description },
          // What the invoice did to the balance, before the columns that only some invoices fill.
          { id: 'effect', header: 'Amount', cell: (i) => signed(i.effectCents) },
          {
            id: 'coverage',
            header: 'Full coverage',
            // accounts §3 Invoice insurancePremium: the part of a label's amount that bought its coverage.
            cell: (i) => (i.insurancePremium > 0 ? formatCents(i.insurancePremium) : '—'),
          },
          { id: 'after', header: 'Balance after', cell: (i) => formatCents(i.balanceAfterCents) },
          { id: 'order', header: 'Order number', cell: (i) => i.orderNumber ?? '—' },
          { id: 'tags', header: 'Order tags', cell: (i) => i.orderTags.join(', ') || '—' },
          {
            id: 'rates',
            header: 'Postage',
            // isVndrRate (accounts §3 Invoice): bought on Shipdeck's rates, or on the merchant's own carrier account.
            cell: (i) =>
              i.type === 'shipment_purchase' ? (i.isVndrRate ? 'Shipdeck rates' : 'Your carrier account') : '—',
          },
          {
            id: 'pdf',
            header: 'PDF',
            // The table is wider than the page: without a floor the squeezed link wraps letter by letter.
            minWidth: 110,
            cell: (i) => (
              <Button
                variant="inline-link"
                loading={building === i.invoiceId}
                ariaLabel={`View PDF of invoice ${i.invoiceId}`}
                onClick={() => void open(i.invoiceId, () => invoices.pdf(i.invoiceId))}
              >
                View PDF
              </Button>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
