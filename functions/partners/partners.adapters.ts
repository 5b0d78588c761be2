import { dynamoPartnerStore } from './adapters/dynamodb.partner-store';
import { makeReferralAttribution } from './use-cases/attribute-signup.use-case';

// The partners domain's face for other domains: sign-up reports a referred account through it, and the emails
// worker reads a new partner back for their welcome email.

export { dynamoPartnerStore };

export const referralAttribution = /* @__PURE__ */ makeReferralAttribution({ partners: dynamoPartnerStore });
