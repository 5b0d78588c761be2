import { documentFiles } from '#lib/documents-bucket';
import { logger } from '#lib/logger';
import { dynamoCompanyProfileStore } from './adapters/dynamodb.company-profile-store';
import { dynamoAccountStore } from './adapters/dynamodb.membership-store';
import { makeCompanyProfile } from './use-cases/company-profile.use-case';

// The company profile wired once, apart from accounts.deps (the user pool) so the print and
// tracking-page functions that show the company's name and logo bundle only this.

export const companyProfile = /* @__PURE__ */ makeCompanyProfile({
  store: dynamoCompanyProfileStore,
  accounts: dynamoAccountStore,
  files: documentFiles,
  onOrphan: (key, err) => logger.warn('A replaced company logo stays in the bucket', { key, error: String(err) }),
});
