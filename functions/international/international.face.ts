import { fillBlankCustoms, wantsDefaultProfile } from '#domain/international/default-profile.rules';
import type { DefaultCustoms } from '#domain/international/ports';
import { dynamoDefaultProfileReader } from './adapters/dynamodb.default-profile-reader';

/**
 * What international profiles lend the other domains: the account's default profile as a fill, which new
 * orders bound abroad (created, or landed from a store) take for shipments sent without customs. Read once,
 * and only when an order needs it: a domestic order asks nothing.
 */
export const accountDefaultCustoms: DefaultCustoms = (accountId) => {
  let profile: ReturnType<typeof dynamoDefaultProfileReader> | undefined;
  return async (shipments, route) =>
    fillBlankCustoms(
      shipments,
      wantsDefaultProfile(shipments, route) ? await (profile ??= dynamoDefaultProfileReader(accountId)) : undefined,
    );
};
