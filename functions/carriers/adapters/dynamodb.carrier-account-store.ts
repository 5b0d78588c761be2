import type { CarrierAccountStore } from '#domain/carriers/carrier-account.ports';
import type { OwnAccountCarrier, StoredCarrierAccount } from '#domain/carriers/carrier-accounts.rules';
import { CarrierAccountEntity, CarrierAccountSetEntity } from '../db/carrier-account.entity';
import { onTable } from '#lib/db/table';
import { bumpSetVersion, writeAll } from '#lib/db/transaction';

type Item = {
  carrierAccountId: string;
  carrier: string;
  description: string;
  accountNumber: string;
  reference?: string;
  createdAt?: string;
};

const toStored = (i: Item): StoredCarrierAccount => ({
  carrierAccountId: i.carrierAccountId,
  carrier: i.carrier as OwnAccountCarrier,
  description: i.description,
  accountNumber: i.accountNumber,
  reference: i.reference ?? '',
  createdAt: i.createdAt ?? '',
});

async function accountsOf(accountId: string): Promise<StoredCarrierAccount[]> {
  const { data } = await onTable(CarrierAccountEntity).query.byId({ accountId }).go({ pages: 'all' });
  return (data as Item[]).map(toStored).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The merchant's own carrier accounts in the single table, oldest first. */
export const dynamoCarrierAccountStore: CarrierAccountStore = {
  async list(accountId) {
    const [accounts, set] = await Promise.all([
      accountsOf(accountId),
      onTable(CarrierAccountSetEntity).get({ accountId }).go({ consistent: true }),
    ]);
    return { accounts, version: set.data?.version ?? 0 };
  },

  accounts: accountsOf,

  async get(accountId, carrierAccountId) {
    const { data } = await onTable(CarrierAccountEntity).get({ accountId, carrierAccountId }).go({ consistent: true });
    return data ? toStored(data as Item) : undefined;
  },

  async add(accountId, account, expectedVersion) {
    const result = await writeAll(
      { carrierAccount: CarrierAccountEntity, carrierAccountSet: CarrierAccountSetEntity },
      (tx) => [
        tx.carrierAccount
          .create({
            accountId,
            carrierAccountId: account.carrierAccountId,
            carrier: account.carrier,
            description: account.description,
            accountNumber: account.accountNumber,
            reference: account.reference,
            status: 'active',
            details: account.details,
            createdAt: account.createdAt,
          })
          .commit(),
        bumpSetVersion(tx.carrierAccountSet, accountId, expectedVersion),
      ],
    );
    return result.ok ? 'added' : 'changed';
  },

  async remove(accountId, carrierAccountId) {
    await onTable(CarrierAccountEntity).delete({ accountId, carrierAccountId }).go();
  },
};

/** The ids of the account's own carrier accounts now (the label purchase refuses a quote of a removed one). */
export async function ownCarrierAccountIds(accountId: string): Promise<ReadonlySet<string>> {
  const { data } = await onTable(CarrierAccountEntity)
    .query.byId({ accountId })
    .go({ pages: 'all', attributes: ['carrierAccountId'] });
  return new Set(data.map((a) => a.carrierAccountId));
}
