import { dynamoPartnerStore } from './adapters/dynamodb.partner-store';
import { makeReferralAttribution } from './use-cases/attribute-signup.use-case';

// The partners domain's face for other domains: sign-up reports a referred account through it.

export const referralAttribution = /* @__PURE__ */ makeReferralAttribution({ partners: dynamoPartnerStore });
