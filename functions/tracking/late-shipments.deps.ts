import { sqsClient } from '#lib/clients';
import { dynamoPreferenceStore } from '#functions/accounts/accounts.adapters';
import { queueUrlFromEnv } from '#lib/queue-url';
import { dynamoNotificationTemplateStore } from '#functions/notifications/notifications.adapters';
import { dynamoOrderStore } from '#functions/orders/orders.adapters';
import { dynamoLateShipmentScan, dynamoLateShipmentSettings } from './adapters/dynamodb.late-shipment-store';
import { dynamoTrackingEmailClaims } from './adapters/dynamodb.tracking-store';
import { makeSqsTrackingEmailQueue } from './adapters/sqs.tracking-email-queue';
import { makeDetectLateShipments } from './use-cases/detect-late-shipments.use-case';
import { makeLateShipmentUseCases } from './use-cases/late-shipments.use-cases';

// The late-shipment use cases wired to their real adapters. Beside tracking.deps.ts rather than in it:
// the webhook and the tracking worker import tracking.deps, and these wirings' modules (templates,
// preferences, settings schemas) would otherwise ride in their bundles (~30 kB each).

const EMAILS_QUEUE_URL = 'EMAILS_QUEUE_URL';

export const detectLateShipments = /* @__PURE__ */ makeDetectLateShipments({ store: dynamoLateShipmentScan });

export const lateShipments = /* @__PURE__ */ makeLateShipmentUseCases({
  settings: dynamoLateShipmentSettings,
  preferences: dynamoPreferenceStore,
  orders: dynamoOrderStore,
  templates: dynamoNotificationTemplateStore,
  claims: dynamoTrackingEmailClaims,
  emails: /* @__PURE__ */ makeSqsTrackingEmailQueue(sqsClient, /* @__PURE__ */ queueUrlFromEnv(EMAILS_QUEUE_URL)),
});
