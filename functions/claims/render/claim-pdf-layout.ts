import { CLAIM_BLOCKS, type ClaimBlockName } from '#domain/claims/claim-prefill.rules';
import { claimReason, type ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimBlockValues } from '#domain/claims/claim.schema';
import type { CoverageRecord } from '#domain/claims/coverage.rules';
import { formatCents, toCents } from '#domain/money/cents.rules';
import type { CompanyLogoImage } from '#domain/printing/print-documents.models';
import { CLAIM_STATUS_LABEL_BY_STATUS } from '#domain/statuses/claim-status.rules';
import { box, text, type LayoutElement, type LayoutPage, type PageSize } from '#lib/pdf/layout-elements';
import { fixedBlock, flowPages, marginOf, PRINT_PAGE_SIZES, type FlowBlock } from '#lib/pdf/page-flow';
import { paragraphBlocks, ruleBlock } from '#lib/pdf/print-table';
import { innerWidthOf, titleBlock } from '#lib/pdf/text-blocks';

const SIZE = PRINT_PAGE_SIZES.Letter;
const FONT = 9;
const LINE = FONT * 1.4;

export const CLAIM_PDF_TITLE = 'CLAIM';

/** The claim as its PDF shows it (accounts §2 claim-pdf): the company's letterhead over the claim form. */
export interface ClaimPdfInput {
  company: { name: string; logo?: CompanyLogoImage; contact?: string };
  claim: Pick<
    ClaimRecord,
    'claimId' | 'type' | 'status' | 'resolution' | 'orderNumber' | 'trackingCode' | 'createdAt' | 'submittedAt'
  > & {
    claim: Pick<ClaimRecord['claim'], 'policyNumber' | 'claimDetails'> & Record<ClaimBlockName, ClaimBlockValues>;
  };
  /** Full coverage of the claimed label, when it had one. */
  coverage?: CoverageRecord;
  documents: readonly { documentType: string; fileName: string }[];
  generatedAt: Date;
}

const BLOCK_HEADINGS: Record<ClaimBlockName, string> = {
  contactDetails: 'CONTACT',
  senderDetails: 'SENDER',
  recipientDetails: 'RECIPIENT',
  payeeDetails: 'PAYEE',
};

/** Initials of the company: what stands in for a logo it has not uploaded. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w.replace(/[^A-Za-z0-9]/g, '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

function letterhead(input: ClaimPdfInput, size: PageSize): FlowBlock {
  const logo = 46;
  const left = marginOf(size);
  const x = left + logo + 10;
  const width = innerWidthOf(size) - logo - 10;
  const mark: LayoutElement[] = input.company.logo
    ? [{ kind: 'image', x: left, y: 0, w: logo, h: logo, image: input.company.logo }]
    : [
        box(left, 0, logo, logo, 1.5),
        text(left, logo * 0.3, logo, 16, initialsOf(input.company.name), { bold: true, align: 'center' }),
      ];
  return fixedBlock(logo + 8, [
    ...mark,
    text(x, 2, width, 15, input.company.name, { bold: true }),
    text(x, 21, width, 12, `${CLAIM_PDF_TITLE} ${input.claim.claimId}`, { bold: true }),
    ...(input.company.contact ? [text(x, 36, width, 8, input.company.contact)] : []),
  ]);
}

/** Label/value pairs in two columns, a line each. */
function pairsBlock(pairs: readonly (readonly [string, string])[], size: PageSize): FlowBlock {
  const half = innerWidthOf(size) / 2;
  const left = marginOf(size);
  const rows = Math.ceil(pairs.length / 2);
  const elements = pairs.flatMap(([label, value], i) => {
    const x = left + (i < rows ? 0 : half);
    const y = (i % rows) * LINE;
    return [text(x, y, half * 0.42, FONT, label, { bold: true }), text(x + half * 0.42, y, half * 0.56, FONT, value)];
  });
  return fixedBlock(rows * LINE + 4, elements);
}

function heading(value: string, size: PageSize): FlowBlock {
  return fixedBlock(
    FONT * 2.2,
    [text(marginOf(size), FONT * 0.6, innerWidthOf(size), FONT + 1, value, { bold: true })],
    {
      keepWithNext: LINE * 2,
    },
  );
}

function blockLines(b: ClaimBlockValues): string[] {
  const cityLine = [b.city, [b.state, b.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    b.fullName || [b.firstName, b.lastName].filter(Boolean).join(' '),
    b.addressLine1,
    b.addressLine2,
    cityLine,
    b.country,
    b.phoneNumber,
    b.emailAddress,
  ].filter((l) => l.trim() !== '');
}

/** The four blocks (accounts §3 contact, sender, recipient, payee) side by side, two per row. */
function partiesBlocks(input: ClaimPdfInput, size: PageSize): FlowBlock[] {
  const half = innerWidthOf(size) / 2;
  const left = marginOf(size);
  const rows: ClaimBlockName[][] = [CLAIM_BLOCKS.slice(0, 2), CLAIM_BLOCKS.slice(2, 4)];
  return rows.map((names) => {
    const columns = names.map((name) => ({ name, lines: blockLines(input.claim.claim[name]) }));
    const height = (Math.max(1, ...columns.map((c) => c.lines.length)) + 1) * LINE + 6;
    return fixedBlock(
      height,
      columns.flatMap(({ name, lines }, i) => [
        text(left + i * half, 0, half - 8, FONT, BLOCK_HEADINGS[name], { bold: true }),
        ...lines.map((line, l) => text(left + i * half, (l + 1) * LINE, half - 8, FONT, line)),
      ]),
    );
  });
}

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatCents(toCents(dollars)));
const yesNo = (v: boolean | string) => (v === true || /^y(es)?$/i.test(String(v).trim()) ? 'Yes' : 'No');

function paragraphSection(title: string, value: string, size: PageSize): FlowBlock[] {
  return value.trim() ? [heading(title, size), ...paragraphBlocks(value, size, FONT)] : [];
}

/**
 * The claim on Letter pages (accounts §2 claim-pdf): the company's logo (or its initials) and name,
 * the claim's reference lines, its details (accounts §3 claimDetails), the four parties, the
 * descriptions, the documents attached and, for a covered label, the coverage that insures it.
 */
export function describeClaimPdf(input: ClaimPdfInput): LayoutPage[] {
  const { claim } = input;
  const d = claim.claim.claimDetails;
  const summary: [string, string][] = [
    ['Status', CLAIM_STATUS_LABEL_BY_STATUS[claim.status]],
    ['Reason', claimReason(claim.type)],
    ['Resolution', claim.resolution],
    ['Order #', claim.orderNumber],
    ['Tracking # (BOL)', d.bol || claim.trackingCode || ''],
    ['Policy #', claim.claim.policyNumber || input.coverage?.policyId || ''],
    ['Filed', (claim.submittedAt ?? claim.createdAt).slice(0, 10)],
    ['Carrier', [d.carrier, d.service].filter(Boolean).join(' ')],
  ];
  const details: [string, string][] = [
    ['Ship date', d.shipDate],
    ['Loss date', d.lossDate],
    ['Loss cause', d.lossCause],
    ['Commodity', d.commodity],
    ['Quantity', String(d.quantity)],
    ['Repairable', yesNo(d.repairable)],
    ['Merchandise amount', money(d.merchandiseAmount)],
    ['Shipping amount', money(d.shippingAmount)],
    ['Reference #', d.referenceNumber],
    ['Credit memo / refund #', d.creditMemoRefundNo],
    ['Reship tracking #', d.reshipTrackingNumber],
    ['Reship tracking URL', d.reshipTrackingUrl],
  ];
  const coverage = input.coverage
    ? [
        heading('FULL COVERAGE', SIZE),
        pairsBlock(
          [
            ['Declared value', formatCents(input.coverage.declaredCents)],
            ['Premium', formatCents(input.coverage.premiumCents)],
            ['Insurer', input.coverage.insurer],
            ['Policy id', input.coverage.policyId],
          ],
          SIZE,
        ),
      ]
    : [];
  const documents = input.documents.length
    ? input.documents.map((doc) => `${doc.documentType}: ${doc.fileName}`).join('\n')
    : 'No documents attached';
  const blocks: FlowBlock[] = [
    letterhead(input, SIZE),
    titleBlock(
      SIZE,
      `Claim for order ${claim.orderNumber}`,
      `Printed ${input.generatedAt.toISOString().slice(0, 10)}`,
      12,
    ),
    pairsBlock(summary, SIZE),
    ruleBlock(SIZE),
    heading('CLAIM DETAILS', SIZE),
    pairsBlock(details, SIZE),
    ...paragraphSection('MERCHANDISE DESCRIPTION', d.merchandiseDescription, SIZE),
    ...paragraphSection('DAMAGE DESCRIPTION', d.damageDescription, SIZE),
    ...paragraphSection('ADDITIONAL NOTES', d.additionalNotes, SIZE),
    ...paragraphSection('PACKAGING ADJUSTMENT', String(d.packagingAdjustment ?? ''), SIZE),
    ruleBlock(SIZE),
    ...partiesBlocks(input, SIZE),
    ...coverage,
    heading('DOCUMENTS', SIZE),
    ...documents.split('\n').flatMap((line) => paragraphBlocks(line, SIZE, FONT)),
  ];
  return flowPages(blocks, {
    size: SIZE,
    role: 'claim',
    continuationHeader: () => titleBlock(SIZE, `${CLAIM_PDF_TITLE} ${claim.claimId} (continued)`, '', 9),
  });
}
