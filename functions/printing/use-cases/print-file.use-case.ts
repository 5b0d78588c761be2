import type { PrintJobSpec } from '#api/printing';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import type { AccountStore } from '#domain/accounts/ports';
import { companyContactLine } from '#domain/company/company-contact.rules';
import type { CompanyBrand } from '#domain/company/company-profile.schema';
import type { CompanyLogoImage } from '#domain/printing/print-documents.models';
import type { LabelFiles } from '#domain/labels/ports';
import { writeOnLatestOrder, type OrderStore } from '#domain/orders/ports';
import { manifestsOf } from '#domain/printing/manifest.rules';
import { orderSummaryOf } from '#domain/printing/order-summary.rules';
import { packingSlipsOf } from '#domain/printing/packing-slip.rules';
import { pickListOf } from '#domain/printing/pick-list.rules';
import {
  planPrintJob,
  printFileKey,
  printFileName,
  printMarksOf,
  uniqueOrderIds,
  withoutLabelFiles,
  type PrintPlan,
} from '#domain/printing/print-job.rules';
import { calendarDateOf } from '#domain/printing/print-order.rules';
import { markPrinted, printChanged } from '#domain/printing/print-state.rules';
import { BULK_ORDERS_MAX } from '#api/shipping';
import { forEachConcurrently } from '#lib/concurrently';
import type { PrintDocument, PrintDocumentInput } from '../render/print-document';

/** The document builders (functions/printing/render): what a job's input counts and draws. */
export interface PrintRenderer {
  units(input: PrintDocumentInput): number;
  render(input: PrintDocumentInput, onProgress?: (done: number) => void | Promise<void>): Promise<PrintDocument>;
}

export interface PrintFileDeps {
  orders: Pick<OrderStore, 'get' | 'getMany' | 'replace'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  /** The documents bucket: label files are read from it, print files written to it. */
  files: LabelFiles;
  renderer: PrintRenderer;
  /** The company's name and logo (its profile's); without it documents carry the account's name. */
  company?: (accountId: string) => Promise<CompanyBrand>;
}

export const LABEL_FILE_MISSING = 'The label file could not be found';

/** Label files read at once; order writes at once. */
const LABEL_READS = 8;
const ORDER_WRITES = 8;
/** Version conflicts tolerated per order before the job gives up (and SQS retries it). */
const MARK_TRIES = 5;

export interface PrintContext {
  companyName: string;
  logo?: CompanyLogoImage;
  /** The company's email, phone and website on packing slips (empty without a profile). */
  contact?: string;
  timeZone: string;
  /** YYYY-MM-DD of the job in the merchant's timezone: file names and the pick list's date. */
  date: string;
}

/** The pieces both the request (a small job) and the worker build a print file from. */
export function makePrintFile(deps: PrintFileDeps) {
  async function plan(accountId: string, spec: PrintJobSpec, createdAt: string) {
    const ids = uniqueOrderIds(spec.orderIds).slice(0, BULK_ORDERS_MAX);
    const [orders, account, company] = await Promise.all([
      deps.orders.getMany(accountId, ids),
      deps.accounts.getAccount(accountId),
      deps.company?.(accountId),
    ]);
    const timeZone = account?.timezone || DEFAULT_ACCOUNT_TIMEZONE;
    // A logo whose file cannot be read leaves the initials in its place.
    const logo = spec.kind === 'documents' ? company?.logo : undefined;
    const logoBytes = logo ? await deps.files.get(logo.key) : undefined;
    const ctx: PrintContext = {
      companyName: company?.companyName || account?.name || '',
      ...(logo && logoBytes ? { logo: { bytes: logoBytes, contentType: logo.contentType } } : {}),
      ...(company ? { contact: companyContactLine(company) } : {}),
      timeZone,
      date: calendarDateOf(createdAt, timeZone),
    };
    return { plan: planPrintJob(spec, orders), ctx };
  }

  /** The labels' files; a label whose file is missing is left out and its order named. */
  async function loadLabels(p: PrintPlan): Promise<{ plan: PrintPlan; bodies: Map<string, Uint8Array> }> {
    const bodies = new Map<string, Uint8Array>();
    const missing = new Set<string>();
    await forEachConcurrently([...new Set(p.labels.map((l) => l.key))], LABEL_READS, async (key) => {
      const body = await deps.files.get(key);
      if (body) bodies.set(key, body);
      else missing.add(key);
    });
    return { plan: withoutLabelFiles(p, missing, LABEL_FILE_MISSING), bodies };
  }

  /** The renderer's input; without `bodies` the labels are empty (enough to count the job's units). */
  function inputOf(
    spec: PrintJobSpec,
    p: PrintPlan,
    ctx: PrintContext,
    bodies?: ReadonlyMap<string, Uint8Array>,
  ): PrintDocumentInput {
    const companyCtx = {
      companyName: ctx.companyName,
      timeZone: ctx.timeZone,
      ...(ctx.logo ? { logo: ctx.logo } : {}),
    };
    const slipCtx = { ...companyCtx, ...(ctx.contact ? { contact: ctx.contact } : {}) };
    if (spec.kind === 'manifest') return { kind: 'manifest', manifests: manifestsOf(p.orders) };
    if (spec.kind === 'orders')
      return { kind: 'orders', summaries: p.orders.map((o) => orderSummaryOf(o, companyCtx)) };
    return {
      kind: 'documents',
      labelSize: spec.labelSize,
      format: p.format,
      labels: p.labels.map((l) => ({ orderNumber: l.orderNumber, body: bodies?.get(l.key) ?? new Uint8Array(0) })),
      packingSlips: p.documents.packingSlips ? p.orders.flatMap((o) => packingSlipsOf(o, slipCtx)) : [],
      ...(p.documents.pickList ? { pickList: pickListOf(p.orders, ctx.date) } : {}),
    };
  }

  /** One order's print marks, written through the order store's versioned write (retried on a conflict). */
  async function markOrder(
    accountId: string,
    first: PrintPlan['orders'][number],
    marks: Parameters<typeof markPrinted>[1],
    at: string,
  ) {
    await writeOnLatestOrder(
      first,
      { attempts: MARK_TRIES, reread: () => deps.orders.get(accountId, first.id) },
      async (current) => {
        const after = markPrinted(current, marks, at);
        if (printChanged(current, after)) await deps.orders.replace(accountId, current, after);
      },
    );
  }

  /** The printed state of what the job printed (documents only; a manifest or order PDF prints neither). */
  async function markPrintedOrders(accountId: string, p: PrintPlan, at: string): Promise<void> {
    const marks = printMarksOf(p);
    const byId = new Map(p.orders.map((o) => [o.id, o]));
    await forEachConcurrently([...marks], ORDER_WRITES, ([orderId, m]) =>
      markOrder(accountId, byId.get(orderId)!, m, at),
    );
  }

  /** Draws the file, keeps it in the bucket, then marks what it printed. */
  async function build(
    job: { accountId: string; jobId: string; spec: PrintJobSpec; createdAt: string },
    p: PrintPlan,
    ctx: PrintContext,
    bodies: ReadonlyMap<string, Uint8Array>,
    onProgress?: (done: number) => void | Promise<void>,
  ): Promise<{ fileKey: string; fileName: string; pageCount: number; units: number }> {
    const input = inputOf(job.spec, p, ctx, bodies);
    const units = deps.renderer.units(input);
    const doc = await deps.renderer.render(input, onProgress);
    const fileKey = printFileKey(job.accountId, job.jobId, doc.extension);
    await deps.files.put(fileKey, doc.body, doc.contentType);
    const manifestShipDates = input.kind === 'manifest' ? input.manifests.map((m) => m.shipDate) : undefined;
    const fileName = printFileName(p, { date: ctx.date, manifestShipDates }, doc.extension);
    await markPrintedOrders(job.accountId, p, job.createdAt);
    return { fileKey, fileName, pageCount: doc.pageCount, units };
  }

  return { plan, loadLabels, inputOf, build, units: (input: PrintDocumentInput) => deps.renderer.units(input) };
}

export type PrintFile = ReturnType<typeof makePrintFile>;
