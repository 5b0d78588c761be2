import { dynamoAccountSettingsStore } from './adapters/dynamodb.account-settings-store';
import { makeAccountSettingsUseCases } from './use-cases/account-settings.use-cases';

/** The account-settings use cases wired to their real adapter; handlers import them from here. */
export const accountSettingsUseCases = /* @__PURE__ */ makeAccountSettingsUseCases({
  settings: dynamoAccountSettingsStore,
});
