import type { ClaimSettings } from '#domain/claims/claim-settings.schema';
import type { ClaimSettingsStore } from '#domain/claims/ports';
import { claimSettingsProfileFormSchema } from '#domain/forms/claim-form.schema';
import { ConflictError, ValidationError } from '#lib/errors';

export const CLAIM_SETTINGS_MESSAGES = {
  stale: 'The claim settings were changed meanwhile. Reload them and try again.',
  duplicateProfile: 'Each profile needs its own name.',
} as const;

/** The account's claim settings (accounts §3, §5): profiles need a name and both descriptions; names are unique. */
export function makeClaimSettings(deps: { settings: ClaimSettingsStore }) {
  return {
    get: (accountId: string) => deps.settings.get(accountId),

    async put(accountId: string, request: { settings: ClaimSettings; version: number }) {
      const issues: Record<string, string> = {};
      const seen = new Set<string>();
      request.settings.profiles.forEach((profile, i) => {
        const parsed = claimSettingsProfileFormSchema.safeParse(profile);
        for (const issue of parsed.success ? [] : parsed.error.issues)
          issues[`settings.profiles.${i}.${issue.path.join('.')}`] ??= issue.message;
        const name = profile.profileName.trim().toLowerCase();
        if (seen.has(name)) issues[`settings.profiles.${i}.profileName`] ??= CLAIM_SETTINGS_MESSAGES.duplicateProfile;
        seen.add(name);
      });
      if (Object.keys(issues).length > 0) throw new ValidationError(issues);
      const written = await deps.settings.put(accountId, request.settings, request.version);
      if (!written) throw new ConflictError(CLAIM_SETTINGS_MESSAGES.stale);
      return written;
    },
  };
}
