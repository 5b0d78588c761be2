import * as z from 'zod';
import { internationalProfileFormSchema } from '#domain/international/international-profile-form.schema';
import type { InternationalProfileRecord } from '#domain/international/international-profiles.rules';
import { pathIdSchema } from './path-params';

/** PUT / DELETE /api/v1/international-profiles/{profileId} */
export const internationalProfileParamsSchema = z.object({ profileId: pathIdSchema });

/** POST /api/v1/international-profiles and PUT …/{profileId}: the form's fields (id and updatedAt are the server's). */
export const internationalProfileRequestSchema = internationalProfileFormSchema;
export type InternationalProfileRequest = z.input<typeof internationalProfileRequestSchema>;

export type InternationalProfileView = InternationalProfileRecord;

/** GET /api/v1/international-profiles: every profile, the default among them marked. */
export interface InternationalProfilesView {
  profiles: InternationalProfileView[];
}
