import { dynamoAccountStore, dynamoTeamStore } from '#functions/accounts/accounts.adapters';
import { dynamoLeadStore } from '#functions/leads/leads.adapters';
import { dynamoOrderStore } from '#functions/orders/orders.adapters';
import { dynamoPartnerStore } from '#functions/partners/partners.adapters';
import { config } from '#lib/config';
import { shortLinks } from '#functions/short-links/short-links.deps';
import { dynamoNotificationTemplateStore } from './adapters/dynamodb.notification-template-store';
import { dynamoSentEmailLedger } from './adapters/dynamodb.sent-email-ledger';
import { makeSesEmailSender } from './adapters/ses.email-sender';
import { makeNotificationTemplateUseCases } from './use-cases/notification-templates.use-cases';
import { makeSendClaimStatusEmail } from './use-cases/send-claim-status-email.use-case';
import { makeSendClaimAlert } from './use-cases/send-claim-alert.use-case';
import { makeSendSalesLead } from './use-cases/send-sales-lead.use-case';
import { makeSendPartnerWelcome } from './use-cases/send-partner-welcome.use-case';
import { makeSendTrackingEmail } from './use-cases/send-tracking-email.use-case';

// The notifications use cases wired to their real adapters, once; handlers import what they serve.

export const notificationTemplates = /* @__PURE__ */ makeNotificationTemplateUseCases({
  templates: dynamoNotificationTemplateStore,
});

const sender = /* @__PURE__ */ makeSesEmailSender(() => config().EMAIL_FROM);

export const sendTrackingEmail = /* @__PURE__ */ makeSendTrackingEmail({
  orders: dynamoOrderStore,
  accounts: dynamoAccountStore,
  templates: dynamoNotificationTemplateStore,
  ledger: dynamoSentEmailLedger,
  sender,
  pageLinks: shortLinks,
});

export const sendClaimStatusEmail = /* @__PURE__ */ makeSendClaimStatusEmail({
  accounts: dynamoAccountStore,
  ledger: dynamoSentEmailLedger,
  sender,
});

export const sendClaimAlert = /* @__PURE__ */ makeSendClaimAlert({
  accounts: dynamoAccountStore,
  team: dynamoTeamStore,
  ledger: dynamoSentEmailLedger,
  sender,
  appUrl: () => config().APP_URL,
});

export const sendSalesLead = /* @__PURE__ */ makeSendSalesLead({
  leads: dynamoLeadStore,
  ledger: dynamoSentEmailLedger,
  sender,
  salesInbox: () => config().SALES_INBOX,
});

export const sendPartnerWelcome = /* @__PURE__ */ makeSendPartnerWelcome({
  partners: dynamoPartnerStore,
  ledger: dynamoSentEmailLedger,
  sender,
  appUrl: () => config().APP_URL,
});
