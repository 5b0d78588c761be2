import type { CarrierAccountStore } from '#domain/carriers/carrier-account.ports';
import type { OwnCarrierAccountRef } from '#domain/carriers/carrier-accounts.rules';

/**
 * The merchant's own carrier accounts as a rate request names them. Its own module: the rating routes need only
 * this, not the carrier account forms' rules.
 */
export async function ownAccountRefs(
  store: Pick<CarrierAccountStore, 'accounts'>,
  accountId: string,
): Promise<OwnCarrierAccountRef[]> {
  return (await store.accounts(accountId)).map(({ carrierAccountId, carrier, description, reference }) => ({
    carrierAccountId,
    carrier,
    description,
    reference,
  }));
}
