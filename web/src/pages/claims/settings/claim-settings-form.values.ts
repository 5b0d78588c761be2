import type { ClaimSettings } from '#domain/claims/claim-settings.schema';
import { CLAIM_STATUSES, claimStatusLabel, type ClaimStatus } from '#domain/statuses/claim-status.rules';

export type ClaimSettingsFormValues = ClaimSettings;
export type ClaimProfileValues = ClaimSettings['profiles'][number];
export type ClaimRecipientValues = NonNullable<ClaimSettings['notifications'][ClaimStatus]>[number];

/** The statuses a recipient can be told of: every move a claim makes (a draft is never moved into). */
export const NOTIFIED_STATUSES = CLAIM_STATUSES.filter((s) => s !== 'draft').map((status) => ({
  status,
  label: claimStatusLabel(status),
}));

export const EMPTY_PROFILE: ClaimProfileValues = {
  profileName: '',
  merchandiseDescription: '',
  commodity: '',
  damageDescription: '',
  lossCause: '',
  lossDate: '',
};

export const EMPTY_RECIPIENT: ClaimRecipientValues = { label: '', value: '' };

/** The loaded settings as the form edits them: every notified status present, so each has its list. */
export function claimSettingsToFormValues(settings: ClaimSettings): ClaimSettingsFormValues {
  return {
    profiles: settings.profiles.map((p) => ({ ...EMPTY_PROFILE, ...p })),
    notifications: Object.fromEntries(
      NOTIFIED_STATUSES.map(({ status }) => [status, [...(settings.notifications[status] ?? [])]]),
    ),
  };
}

/** What is saved: statuses nobody is told of are left out, as the account that never saved has them. */
export function toClaimSettings(values: ClaimSettingsFormValues): ClaimSettings {
  return {
    profiles: values.profiles,
    notifications: Object.fromEntries(
      Object.entries(values.notifications).filter(([, recipients]) => (recipients?.length ?? 0) > 0),
    ),
  };
}

export const CONFLICT_MESSAGE = 'These claim settings were changed by someone else. Reload them and try again.';
