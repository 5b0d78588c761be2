import { createHash } from 'node:crypto';
import type { ClaimPdfView } from '#api/claim-pdf';
import type { CompanyBrand } from '#domain/company/company-profile.schema';
import { companyContactLine } from '#domain/company/company-contact.rules';
import { claimPermission } from '#domain/claims/claim-record';
import type { CoverageRecord } from '#domain/claims/coverage.rules';
import type { ClaimDocumentStore, ClaimStore } from '#domain/claims/ports';
import type { LabelFiles } from '#domain/labels/ports';
import type { OrderRecordStore } from '#domain/orders/ports';
import { hasAllPermissions } from '#domain/permissions/permission-keys';
import { ForbiddenError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { ClaimPdfInput } from '../render/claim-pdf-layout';

export interface ClaimPdfDeps {
  claims: Pick<ClaimStore, 'get'>;
  /** The claim's documents (their types and names are listed on the PDF); confirmed ones only. */
  documents: Pick<ClaimDocumentStore, 'list'>;
  orders: Pick<OrderRecordStore, 'get'>;
  company: (accountId: string) => Promise<CompanyBrand>;
  /** The documents bucket: the logo is read from it, the PDF written to it. */
  files: LabelFiles;
  render: (input: ClaimPdfInput) => Promise<Uint8Array>;
  clock?: () => Date;
}

const PDF_LINK_SECONDS = 300;

/** The coverage the claimed label carries (its bill of lading's record), when it had full coverage. */
function coverageOf(
  order: Awaited<ReturnType<OrderRecordStore['get']>>,
  shipmentId: string | undefined,
): CoverageRecord | undefined {
  const shipment = order?.shipments.find((s) => s.id === shipmentId) ?? order?.shipments[0];
  const coverage = (shipment?.billOfLading as { coverage?: CoverageRecord } | null | undefined)?.coverage;
  return coverage && typeof coverage.policyId === 'string' ? coverage : undefined;
}

/**
 * GET /api/v1/claims/{claimId}/pdf (claim-pdf): the claim drawn with the company's logo, written to
 * the documents bucket under a key named by the claim's version (a redrawn claim gets a new file) and
 * answered as a short-lived link. The claim's own permission (Full Coverage or order protection) is checked.
 */
export function makeClaimPdf(deps: ClaimPdfDeps) {
  const now = deps.clock ?? (() => new Date());
  return {
    async pdfOf(caller: Caller, claimId: string): Promise<ClaimPdfView> {
      const claim = await deps.claims.get(caller.accountId, claimId);
      if (!claim) throw new NotFoundError('Claim');
      if (!hasAllPermissions(caller.permissions, [claimPermission(claim.source.kind)])) throw new ForbiddenError();
      const shipmentId = claim.source.kind === 'order' ? undefined : claim.source.shipmentId;
      const [order, brand, documents] = await Promise.all([
        deps.orders.get(caller.accountId, claim.source.orderId),
        deps.company(caller.accountId),
        deps.documents.list(caller.accountId, claimId),
      ]);
      // A logo whose file cannot be read leaves the initials in its place.
      const logoBytes = brand.logo ? await deps.files.get(brand.logo.key) : undefined;
      const coverage = coverageOf(order, shipmentId);
      const body = await deps.render({
        company: {
          name: brand.companyName || caller.accountName,
          ...(brand.logo && logoBytes ? { logo: { bytes: logoBytes, contentType: brand.logo.contentType } } : {}),
          contact: companyContactLine(brand),
        },
        claim: { ...claim, claim: { ...claim.claim } },
        ...(coverage ? { coverage } : {}),
        documents: documents
          .filter((d) => d.state === 'confirmed')
          .map((d) => ({ documentType: d.documentType, fileName: d.fileName })),
        generatedAt: now(),
      });
      const digest = createHash('sha256').update(`${claimId}:${claim.version}`).digest('hex').slice(0, 24);
      const key = `claims/${caller.accountId}/${claimId}/${digest}.pdf`;
      await deps.files.put(key, body, 'application/pdf');
      return {
        url: await deps.files.presignGet(key, PDF_LINK_SECONDS),
        expiresAt: new Date(now().getTime() + PDF_LINK_SECONDS * 1000).toISOString(),
      };
    },
  };
}
