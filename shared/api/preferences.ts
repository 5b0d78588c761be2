import * as z from 'zod';
import { isStorableJson } from '#domain/validation/bounded.schema';

/** GET/PUT /api/v1/preferences/{key}: a signed-in user's UI preference in the selected account. */
export const preferenceParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9:_.-]{1,80}$/i, 'Invalid value') });

export const PREFERENCE_MAX_BYTES = 8192;

export const preferenceBodySchema = z.object({
  value: z
    .unknown()
    .refine((v) => v !== undefined && JSON.stringify(v).length <= PREFERENCE_MAX_BYTES, 'Value is too long')
    // Numbers DynamoDB cannot store (1e308, 5e-324, beyond 2^53) are refused here, not by the table.
    .refine(isStorableJson, 'Invalid value'),
});

export interface PreferenceResponse {
  key: string;
  value: unknown;
}
