import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The account's onboarding progress and services answers, one item per account: ACC#<accountId> /
 * ONBOARDING. `settings` holds { progress, services }, parsed on read.
 */
export const OnboardingEntity = versionedSettingsEntity('onboarding', 'ONBOARDING');
