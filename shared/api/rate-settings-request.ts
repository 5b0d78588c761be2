import { rateSettingsFormSchema } from '#domain/forms/settings-forms.schema';
import { storedRateSettingsSchema } from './rate-settings';

/**
 * GET/PUT /api/v1/settings/rates: the stored shape checked with the form's rules as well (accounts §5: markup
 * −100..100 % with the spec's two messages). Its own module, so the rating routes that only read the settings
 * leave the form rules out of their bundles.
 */
export const rateSettingsRequestSchema = storedRateSettingsSchema.superRefine((settings, ctx) => {
  for (const issue of rateSettingsFormSchema.safeParse(settings).error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
