import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { PrintJobView } from '#api/printing';
import { printJobRequestSchema } from '#api/printing';
import { createApiClient } from '#web/api/api-client';
import { printingApi } from '#web/api/printing-api';
import { PrintJobStatus } from '#web/pages/orders/print/print-dialog';
import { runPrintJob } from '#web/pages/orders/print/print-job';
import { PrintOptionsForm } from '#web/pages/orders/print/print-options-form';
import { documentsRequest, effectivePrintOptions, jobPercent, printSummary } from '#web/pages/orders/print/print-view';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!-- -->/g, '');
}

const job = (over: Partial<PrintJobView> = {}): PrintJobView => ({
  jobId: 'job-1',
  kind: 'documents',
  state: 'queued',
  progress: { done: 0, total: 4 },
  format: 'pdf',
  skipped: [],
  createdAt: '2026-11-23T15:00:00.000Z',
  ...over,
});

const READY = job({
  state: 'ready',
  progress: { done: 4, total: 4 },
  url: 'https://files.example/labels.pdf?sig=1',
  fileName: 'labels-2026-11-23.pdf',
  pageCount: 4,
  skipped: [{ orderId: 'o3', orderNumber: 'HC-1003', reason: 'No label yet' }],
});

const ORDERS = [
  { id: 'o1', orderNumber: 'HC-1001', tracking: '1Z001' },
  { id: 'o2', orderNumber: 'HC-1002', tracking: '1Z002' },
  { id: 'o3', orderNumber: 'HC-1003', tracking: '' },
];

describe('print dialog choices (orders §2)', () => {
  it('ZPL fixes the label size at 4x6, and a pick list is always a PDF', () => {
    expect(effectivePrintOptions({ choice: 'labels', labelSize: 'Letter', format: 'zpl' })).toEqual({
      choice: 'labels',
      labelSize: 'A6',
      format: 'zpl',
    });
    expect(effectivePrintOptions({ choice: 'pickSlips', labelSize: 'Letter', format: 'zpl' }).format).toBe('pdf');
    expect(effectivePrintOptions({ choice: 'all', labelSize: 'Letter', format: 'pdf' }).labelSize).toBe('Letter');
  });

  it('sends a request the print contract accepts', () => {
    const request = documentsRequest(ORDERS, { choice: 'all', labelSize: 'Letter', format: 'pdf' });
    expect(printJobRequestSchema.parse(request)).toEqual({
      kind: 'documents',
      orderIds: ['o1', 'o2', 'o3'],
      choice: 'all',
      labelSize: 'Letter',
      format: 'pdf',
    });
  });

  it('says what will print and which orders without a label are skipped for labels', () => {
    expect(printSummary(ORDERS, { choice: 'all', labelSize: 'Letter', format: 'pdf' })).toEqual({
      headline: '3 orders: Labels + Packing Slips as PDF, Letter (8.5x11 in).',
      skipped: '1 order without a label will be skipped for labels: HC-1003.',
    });
    expect(printSummary(ORDERS, { choice: 'packingSlips', labelSize: 'A6', format: 'zpl' })).toEqual({
      headline: '3 orders: Packing Slips as ZPL (4x6 in).',
      skipped: null,
    });
    expect(printSummary(ORDERS.slice(0, 1), { choice: 'pickSlips', labelSize: 'A6', format: 'zpl' }).headline).toBe(
      '1 order: Pick List as PDF, A6 (4x6 in).',
    );
  });

  it('renders the choices with their spec labels and the summary', async () => {
    const out = await html(
      <PrintOptionsForm
        orders={ORDERS}
        options={{ choice: 'pickSlips', labelSize: 'A6', format: 'pdf' }}
        onChange={() => {}}
      />,
    );
    for (const text of [
      'Labels',
      'Packing Slips',
      'Pick List',
      'Labels + Packing Slips',
      'A6 (4x6 in)',
      'Letter (8.5x11 in)',
    ])
      expect(out).toContain(text);
    expect(out).toContain('A pick list is always a PDF.');
    expect(out).toContain('3 orders: Pick List as PDF, A6 (4x6 in).');
  });
});

describe('print job progress', () => {
  it('a job built inline (201, ready) is not polled', async () => {
    const api = { create: vi.fn(async () => READY), get: vi.fn() };
    const sleep = vi.fn(async () => undefined);
    const last = await runPrintJob(api, { kind: 'manifest', orderIds: ['o1'] }, { onUpdate: () => {}, sleep });
    expect(last).toBe(READY);
    expect(api.get).not.toHaveBeenCalled();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('a queued job is polled every second until ready, each answer shown', async () => {
    const building = job({ state: 'building', progress: { done: 2, total: 4 } });
    const api = {
      create: vi.fn(async () => job()),
      get: vi.fn().mockResolvedValueOnce(building).mockResolvedValueOnce(READY),
    };
    const sleep = vi.fn(async () => undefined);
    const seen: string[] = [];
    const last = await runPrintJob(
      api,
      { kind: 'orders', orderIds: ['o1'] },
      { onUpdate: (j) => seen.push(`${j.state} ${jobPercent(j)}`), sleep },
    );
    expect(last).toBe(READY);
    expect(seen).toEqual(['queued 0', 'building 50', 'ready 100']);
    expect(api.get).toHaveBeenCalledWith('job-1', undefined);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('stops polling once aborted (the page went away or a newer job began)', async () => {
    const controller = new AbortController();
    const api = { create: vi.fn(async () => job()), get: vi.fn(async () => job({ state: 'building' })) };
    const sleep = vi.fn(async () => controller.abort());
    const last = await runPrintJob(
      api,
      { kind: 'orders', orderIds: ['o1'] },
      {
        onUpdate: () => {},
        sleep,
        signal: controller.signal,
      },
    );
    expect(last.state).toBe('queued');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('POSTs the job and GETs it by id through the one API client', async () => {
    const fetchImpl = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(READY), { status: 201 }),
    );
    const api = printingApi(
      createApiClient({
        baseUrl: '',
        getIdToken: async () => 't',
        getAccountId: () => null,
        onSessionEnd: () => {},
        fetchImpl,
      }),
    );
    await api.create({ kind: 'manifest', orderIds: ['o1'] });
    await api.get('job/1');
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/v1/print-jobs',
      'GET /api/v1/print-jobs/job%2F1',
    ]);
  });

  it('shows done of total while building, then the Open file link, pages and skipped orders', async () => {
    const building = await html(
      <PrintJobStatus title="Labels" job={job({ state: 'building', progress: { done: 3, total: 12 } })} />,
    );
    expect(building).toContain('3 of 12 documents');
    expect(building).toContain('generating PDF link');
    const ready = await html(<PrintJobStatus title="Labels" job={READY} />);
    expect(ready).toContain('href="https://files.example/labels.pdf?sig=1"');
    expect(ready).toContain('Open file');
    expect(ready).toContain('4 pages');
    expect(ready).toContain('HC-1003: No label yet');
    const failed = await html(
      <PrintJobStatus title="Manifest" job={job({ state: 'failed', message: 'No labels to list' })} />,
    );
    expect(failed).toContain('No labels to list');
    const refused = await html(<PrintJobStatus title="Manifest" job={null} failure="Not allowed" />);
    expect(refused).toContain('Manifest could not be printed');
    expect(refused).toContain('Not allowed');
  });
});
