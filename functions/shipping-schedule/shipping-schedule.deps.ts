import { dynamoFillTimeSlaStore } from './adapters/dynamodb.fill-time-sla-store';
import { dynamoShippingScheduleStore } from './adapters/dynamodb.shipping-schedule-store';
import { makeShippingScheduleSettings } from './use-cases/shipping-schedule.use-cases';

/** The shipping schedule settings wired to their real adapters; the handlers import them from here. */
export const shippingScheduleSettings = /* @__PURE__ */ makeShippingScheduleSettings({
  schedules: dynamoShippingScheduleStore,
  slas: dynamoFillTimeSlaStore,
});
