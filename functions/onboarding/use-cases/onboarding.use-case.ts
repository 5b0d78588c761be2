import type { OnboardingView } from '#api/onboarding';
import type { OnboardingStepRequest } from '#domain/onboarding/onboarding.schema';
import { ONBOARDING_MESSAGES } from '#domain/onboarding/onboarding.schema';
import {
  EMPTY_PROGRESS,
  STEP_PERMISSIONS,
  isOnboardingComplete,
  resumeStep,
  settleStep,
  type StepStatus,
} from '#domain/onboarding/onboarding.rules';
import type { OnboardingAccountFacts, OnboardingRecord, OnboardingStore } from '#domain/onboarding/ports';
import { onboardingServicesStepSchema } from '#domain/forms/onboarding-form.schema';
import { hasAllPermissions, type PermissionSet } from '#domain/permissions/permission-keys';
import { DEFAULT_SHIPPING_SCHEDULE } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { ShippingScheduleStore } from '#domain/shipping-schedule/ports';
import { ConflictError, ForbiddenError, ValidationError } from '#lib/errors';

export interface OnboardingDeps {
  store: OnboardingStore;
  schedules: ShippingScheduleStore;
  facts: OnboardingAccountFacts;
  now?: () => Date;
}

const EMPTY_RECORD: OnboardingRecord = {
  progress: EMPTY_PROGRESS,
  services: { anyServiceSelected: false, preferredServices: [] },
  version: 0,
};

const CONCURRENT_CHANGE = 'Onboarding was changed meanwhile. Reload and try again.';

/** The onboarding wizard's progress (accounts §5 Onboarding), resumable, its timestamps the server's. */
export function makeOnboarding(deps: OnboardingDeps) {
  const now = () => (deps.now?.() ?? new Date()).toISOString();

  async function view(accountId: string, record?: OnboardingRecord): Promise<OnboardingView> {
    const [stored, schedule, hasOrder, ownAccounts] = await Promise.all([
      record ? Promise.resolve(record) : deps.store.get(accountId),
      deps.schedules.get(accountId),
      deps.facts.hasOrder(accountId),
      deps.facts.ownCarrierAccountCount(accountId),
    ]);
    const { progress, services } = stored ?? EMPTY_RECORD;
    return {
      progress,
      complete: isOnboardingComplete(progress),
      resumeAt: resumeStep(progress),
      hasOrder,
      ownAccountConnected: ownAccounts > 0,
      schedule: schedule?.schedule ?? DEFAULT_SHIPPING_SCHEDULE,
      scheduleSaved: schedule !== undefined,
      services,
    };
  }

  /** The step's own checks and effects; answers whether it is done or skipped. */
  async function apply(
    accountId: string,
    request: OnboardingStepRequest,
  ): Promise<{ status: StepStatus; services?: OnboardingRecord['services'] }> {
    switch (request.step) {
      case 'company': {
        // The logo is uploaded (and checked by its bytes) through the company logo route first.
        const { hasLogo } = await deps.facts.company(accountId);
        if (!hasLogo) throw new ValidationError({ logo: ONBOARDING_MESSAGES.logoRequired });
        await deps.facts.saveCompanyName(accountId, request.companyName);
        return { status: 'done' };
      }
      case 'warehouse':
        if ((await deps.facts.warehouseCount(accountId)) === 0)
          throw new ValidationError({ newWarehouses: ONBOARDING_MESSAGES.warehouseRequired });
        return { status: 'done' };
      case 'schedule': {
        const current = await deps.schedules.get(accountId);
        // The wizard asks only the basics; holidays, blackout dates and warehouse timezones stay as saved.
        const schedule = { ...(current?.schedule ?? DEFAULT_SHIPPING_SCHEDULE), ...request.schedule };
        const written = await deps.schedules.put(accountId, schedule, current?.version ?? 0);
        if (!written) throw new ConflictError(CONCURRENT_CHANGE);
        return { status: 'done' };
      }
      case 'services': {
        const ownAccountConnected = (await deps.facts.ownCarrierAccountCount(accountId)) > 0;
        const checked = onboardingServicesStepSchema.safeParse({ ...request, ownAccountConnected });
        if (!checked.success)
          throw new ValidationError({ preferredServices: ONBOARDING_MESSAGES.preferredServiceRequired });
        const services = {
          anyServiceSelected: request.anyServiceSelected,
          preferredServices: [...new Set(request.preferredServices)],
        };
        return { status: 'done', services };
      }
      case 'store':
      case 'funds': {
        if (request.skip) return { status: 'skipped' };
        if (request.step === 'store') {
          const [stores, hasOrder] = await Promise.all([
            deps.facts.storeCount(accountId),
            deps.facts.hasOrder(accountId),
          ]);
          if (stores === 0 && !hasOrder) throw new ValidationError({ skip: ONBOARDING_MESSAGES.storeNotConnected });
        } else if ((await deps.facts.walletBalanceCents(accountId)) <= 0) {
          throw new ValidationError({ skip: ONBOARDING_MESSAGES.noFunds });
        }
        return { status: 'done' };
      }
    }
  }

  return {
    get: (accountId: string) => view(accountId),

    /** Settles one step after its checks; 403 when the caller may not do what the step does (accounts §6). */
    async saveStep(
      caller: { accountId: string; permissions: PermissionSet | null | undefined },
      request: OnboardingStepRequest,
    ): Promise<OnboardingView> {
      if (!hasAllPermissions(caller.permissions, STEP_PERMISSIONS[request.step])) throw new ForbiddenError();
      const record = (await deps.store.get(caller.accountId)) ?? EMPTY_RECORD;
      const { status, services } = await apply(caller.accountId, request);
      const written = await deps.store.put(
        caller.accountId,
        { progress: settleStep(record.progress, request.step, status, now()), services: services ?? record.services },
        record.version,
      );
      if (!written) throw new ConflictError(CONCURRENT_CHANGE);
      return view(caller.accountId, written);
    },
  };
}
