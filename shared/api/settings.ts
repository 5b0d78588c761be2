import * as z from 'zod';
import { accountSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { accountSettingsSchema, defaultAccountSettings } from '#domain/settings/account-settings.schema';
import { MESSAGES } from '#domain/validation/messages';

// Kept here too: the settings routes' callers read the defaults beside the request schema.
export { defaultAccountSettings };

const versionSchema = z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(0, MESSAGES.invalid).optional();

/**
 * PUT /api/v1/account-settings body: the whole settings, checked by the form's rules
 * (accounts §5), then stored in the stored shape (accounts §3). Top-level fields left out take
 * their defaults, since PUT replaces the item. `version` is the one the form was loaded at.
 */
export const accountSettingsRequestSchema = z
  .preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...defaultAccountSettings(), ...v } : v),
    accountSettingsFormSchema,
  )
  .transform((form, ctx) => {
    const { version, ...rest } = form as Record<string, unknown>;
    const stored = accountSettingsSchema.safeParse(rest);
    const expected = versionSchema.safeParse(version);
    // Past the form's rules only type mismatches remain (a string for a flag): 'Invalid value'.
    for (const issue of stored.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: MESSAGES.invalid });
    if (!expected.success) ctx.addIssue({ code: 'custom', path: ['version'], message: MESSAGES.invalid });
    if (!stored.success || !expected.success) return z.NEVER;
    return { settings: stored.data, version: expected.data };
  });
export type AccountSettingsRequest = z.input<typeof accountSettingsFormSchema> & { version?: number };

/** GET and PUT /api/v1/account-settings answer: the stored settings and their version. */
export const accountSettingsResponseSchema = accountSettingsSchema.extend({
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
});
export type AccountSettingsResponse = z.output<typeof accountSettingsResponseSchema>;
