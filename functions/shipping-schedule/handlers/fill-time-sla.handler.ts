import { fillTimeSlaRequestSchema } from '#api/shipping-schedule';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { shippingScheduleSettings } from '../shipping-schedule.deps';

// Read by any member; saved with edit_options and the shippingSchedule feature, like the schedule itself.
const get = accountRoute({}, ({ caller }) => shippingScheduleSettings.getFillTimeSla(caller));
const put = accountRoute({ body: fillTimeSlaRequestSchema, permissions: ['edit_options'] }, ({ caller, body }) =>
  shippingScheduleSettings.putFillTimeSla(caller, body),
);

/** GET/PUT /api/v1/settings/fill-time-sla. */
export const handler = byMethod({ GET: get, PUT: put });
