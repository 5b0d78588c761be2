import { randomUUID } from 'node:crypto';
import { dynamoStoreConnections } from '#functions/stores/adapters/dynamodb.store-connections';

/** Billing opens with a store integration (accounts §4 billing access): connects a custom store. */
export async function openBilling(accountId: string): Promise<void> {
  const shop = `store-${randomUUID().slice(0, 8)}`;
  await dynamoStoreConnections.connect(
    accountId,
    {
      platform: 'custom',
      shop,
      name: `Store ${shop}`,
      scopes: [],
      apiBaseUrl: '',
      credentials: { accessToken: '' },
      at: new Date().toISOString(),
    },
    () => randomUUID(),
  );
}

/** The sandbox processor's test numbers (Stripe's published ones). */
export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Pat Doe' };
export const DECLINED_CARD = { ...TEST_CARD, number: '4000000000000002' };
export const THREE_DS_CARD = { ...TEST_CARD, number: '4000002500003155' };
export const TEST_BANK = {
  accountHolderName: 'Hill Country Smokehouse',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountType: 'checking' as const,
};
export const FAILING_BANK = { ...TEST_BANK, accountNumber: '000111111116' };
