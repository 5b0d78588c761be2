import { uuidGenerator } from '#lib/ids';
import { dynamoInternationalProfileStore } from './adapters/dynamodb.international-profile-store';
import { makeInternationalProfiles } from './use-cases/international-profiles.use-cases';

// The international profile use cases wired to their table adapter, once; handlers import what they serve.
export const internationalProfiles = /* @__PURE__ */ makeInternationalProfiles({
  profiles: dynamoInternationalProfileStore,
  ids: uuidGenerator,
});
