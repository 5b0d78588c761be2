import { dynamoWallet } from './adapters/dynamodb.wallet';
import { makeWalletUseCases } from './use-cases/wallet.use-cases';

// The billing use cases wired to their real adapters, once; handlers import what they serve.

export const walletUseCases = /* @__PURE__ */ makeWalletUseCases({ wallet: dynamoWallet });
