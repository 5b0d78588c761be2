import type { PermissionKey } from '../permissions/permission-keys';

/**
 * The onboarding wizard's steps (accounts §5 Onboarding), in the order the wizard shows them. The
 * first four carry the spec's rules and must be done; connecting a store (or importing a CSV) and
 * adding funds may be skipped.
 */
export const ONBOARDING_STEPS = ['company', 'warehouse', 'schedule', 'services', 'store', 'funds'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const SKIPPABLE_STEPS: readonly OnboardingStep[] = ['store', 'funds'];
export const isSkippable = (step: OnboardingStep) => SKIPPABLE_STEPS.includes(step);

export type StepStatus = 'done' | 'skipped';
export interface StepState {
  status: StepStatus;
  /** When the server recorded it (ISO); never from a request. */
  at: string;
}

/** The account's progress through the wizard: each settled step, and when the last one settled. */
export interface OnboardingProgress {
  steps: Partial<Record<OnboardingStep, StepState>>;
  completedAt?: string;
}

export const EMPTY_PROGRESS: OnboardingProgress = { steps: {} };

/** Each step is what an existing settings page does, so it needs that page's permission (accounts §6). */
export const STEP_PERMISSIONS: Record<OnboardingStep, readonly PermissionKey[]> = {
  company: ['edit_company'],
  warehouse: ['edit_warehouses'],
  schedule: ['edit_options'],
  services: ['edit_carriers'],
  store: ['edit_integrations'],
  funds: ['deposit_funds'],
};

/** Onboarding is complete once every step is done, or skipped where it may be. */
export function isOnboardingComplete(progress: OnboardingProgress): boolean {
  return ONBOARDING_STEPS.every((step) => progress.steps[step] !== undefined);
}

/** Where reopening the wizard resumes: the first step not yet settled, or the finish when all are. */
export function resumeStep(progress: OnboardingProgress): OnboardingStep | 'finish' {
  return ONBOARDING_STEPS.find((step) => progress.steps[step] === undefined) ?? 'finish';
}

/**
 * The progress with `step` settled at `now`. Completion is stamped once, when the last step settles,
 * and kept afterwards (a step redone later does not move it).
 */
export function settleStep(
  progress: OnboardingProgress,
  step: OnboardingStep,
  status: StepStatus,
  now: string,
): OnboardingProgress {
  const next: OnboardingProgress = { ...progress, steps: { ...progress.steps, [step]: { status, at: now } } };
  if (!next.completedAt && isOnboardingComplete(next)) next.completedAt = now;
  return next;
}

/** The wizard's path (accounts §2 "onboarding-wizard"). */
export const ONBOARDING_PATH = '/onboarding-wizard';
const SHOPIFY_INSTALL_PATH = '/shopify/install';
const SHOPIFY_TOKEN_PATH = '/shopify/token';

const isAt = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

export interface OnboardingRedirectInput {
  hasOrder: boolean;
  onboardingComplete: boolean;
  /** The location's pathname. */
  path: string;
  /** Whether the shopify token page may be redirected too (accounts §2 "unless that is allowed"). */
  allowShopifyToken: boolean;
}

/**
 * accounts §2 onboarding redirect: it applies when the account has no order and onboarding is not
 * complete; never on the onboarding page or the shopify install page, and on the shopify token page
 * only when that is allowed.
 */
export function shouldRedirectToOnboarding({
  hasOrder,
  onboardingComplete,
  path,
  allowShopifyToken,
}: OnboardingRedirectInput): boolean {
  if (hasOrder || onboardingComplete) return false;
  const normalized = path.replace(/\/+$/, '') || '/';
  if (isAt(normalized, ONBOARDING_PATH) || isAt(normalized, SHOPIFY_INSTALL_PATH)) return false;
  if (isAt(normalized, SHOPIFY_TOKEN_PATH) && !allowShopifyToken) return false;
  return true;
}
