import { shippingScheduleRequestSchema } from '#api/shipping-schedule';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { shippingScheduleSettings } from '../shipping-schedule.deps';

// Any member reads the schedule (the grid's ship dates follow it); saving it is an option (edit_options), as
// the onboarding wizard's schedule step is, and needs the shippingSchedule feature.
const get = accountRoute({}, ({ caller }) => shippingScheduleSettings.getSchedule(caller));
const put = accountRoute({ body: shippingScheduleRequestSchema, permissions: ['edit_options'] }, ({ caller, body }) =>
  shippingScheduleSettings.putSchedule(caller, body),
);

/** GET/PUT /api/v1/settings/shipping-schedule. */
export const handler = byMethod({ GET: get, PUT: put });
