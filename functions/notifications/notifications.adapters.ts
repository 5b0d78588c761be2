/**
 * What notifications lends to other domains' deps files: the notification templates and the email sender. Another domain wires these and nothing
 * else of notifications's adapters/ or db/ (lint holds it); everything not listed here stays private to notifications.
 */
export { dynamoNotificationTemplateStore } from './adapters/dynamodb.notification-template-store';
export { makeSesEmailSender } from './adapters/ses.email-sender';
