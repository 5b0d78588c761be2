import { dynamoBillingProfiles } from './adapters/dynamodb.billing-profile';
import { connectedStores, ownCarrierAccountCount } from './adapters/dynamodb.billing-access-facts';
import { dynamoWallet } from './adapters/dynamodb.wallet';
import { makeBillingAccess } from './use-cases/billing-access.use-case';
import { makeWalletUseCases } from './use-cases/wallet.use-cases';

// The billing use cases wired to their real adapters, once; handlers import what they serve.

export const walletUseCases = /* @__PURE__ */ makeWalletUseCases({ wallet: dynamoWallet });

export const billingAccess = /* @__PURE__ */ makeBillingAccess({
  profiles: dynamoBillingProfiles,
  storesConnected: connectedStores,
  ownCarrierAccounts: ownCarrierAccountCount,
});
