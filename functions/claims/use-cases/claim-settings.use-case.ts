import type { ClaimSettings } from '#domain/claims/claim-settings.schema';
import type { ClaimSettingsStore } from '#domain/claims/ports';
import { CLAIM_SETTINGS_FORM_MESSAGES, claimSettingsFormSchema } from '#domain/forms/claim-form.schema';
import { fieldErrorsOf } from '#domain/validation/field-errors.rules';
import { ConflictError, ValidationError } from '#lib/errors';

export const CLAIM_SETTINGS_MESSAGES = {
  stale: 'The claim settings were changed meanwhile. Reload them and try again.',
  ...CLAIM_SETTINGS_FORM_MESSAGES,
} as const;

/**
 * The account's claim settings (accounts §3, §5) by the form's own rule: profiles need a name and both
 * descriptions, names are unique, recipients are valid emails.
 */
export function makeClaimSettings(deps: { settings: ClaimSettingsStore }) {
  return {
    get: (accountId: string) => deps.settings.get(accountId),

    async put(accountId: string, request: { settings: ClaimSettings; version: number }) {
      const checked = claimSettingsFormSchema.safeParse(request.settings);
      if (!checked.success)
        throw new ValidationError(
          fieldErrorsOf(
            checked.error.issues.map((issue) => ({ ...issue, path: ['settings', ...issue.path] })),
            { rootKey: 'settings' },
          ),
        );
      const written = await deps.settings.put(accountId, request.settings, request.version);
      if (!written) throw new ConflictError(CLAIM_SETTINGS_MESSAGES.stale);
      return written;
    },
  };
}
