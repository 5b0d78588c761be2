import { companyProfile } from '#functions/accounts/company-profile.deps';
import { dynamoOrderStore } from '#functions/orders/orders.adapters';
import { documentFiles } from '#lib/documents-bucket';
import { dynamoClaimDocumentStore } from './adapters/dynamodb.claim-document-store';
import { dynamoClaimStore } from './claims.adapters';
import { renderClaimPdf } from './render/claim-pdf';
import { makeClaimPdf } from './use-cases/claim-pdf.use-case';

/**
 * The claim PDF (claim-pdf), wired once: the claim store and its documents (listed on the PDF), the order (its
 * label's coverage), the company's brand and logo.
 */
export const claimPdf = /* @__PURE__ */ makeClaimPdf({
  claims: dynamoClaimStore,
  documents: dynamoClaimDocumentStore,
  orders: dynamoOrderStore,
  company: (accountId) => companyProfile.brandOf(accountId),
  files: documentFiles,
  render: renderClaimPdf,
});
