import type { CarrierAccountsView } from '#api/carrier-accounts';
import {
  CarrierAccountRefusedError,
  type CarrierAccountRegistry,
  type CarrierAccountStore,
} from '#domain/carriers/carrier-account.ports';
import {
  CARRIER_ACCOUNT_MESSAGES,
  OWN_ACCOUNT_CARRIERS,
  carrierAccountDetails,
  carrierAccountProblems,
  carrierAccountView,
  type CarrierAccountView,
  type ConnectCarrierAccount,
} from '#domain/carriers/carrier-accounts.rules';
import { CARRIER_CODES, CARRIER_DISPLAY_NAMES } from '#domain/carriers/carrier-services.constants';
import type { IdGenerator } from '#domain/accounts/ports';
import { checkPlanLimit, planLimit } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { PLAN_GATE_MESSAGES, effectivePlanSubject } from '#domain/plans/subscription.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { PlanGateClosedError } from '#lib/plan-gate';

export interface CarrierAccountsDeps {
  store: CarrierAccountStore;
  registry: CarrierAccountRegistry;
  subscriptions: SubscriptionStore;
  ids: IdGenerator;
  clock?: () => Date;
}

/** A merchant's own carrier accounts (accounts §3 forms, §5 rules, §6 the plan's carrier-accounts limit). */
export function makeCarrierAccounts(deps: CarrierAccountsDeps) {
  const now = deps.clock ?? (() => new Date());

  return {
    /** GET: the merchant's accounts, the plan's usage, and the carriers Shipdeck rates with its own accounts. */
    async list(caller: Caller): Promise<CarrierAccountsView> {
      const [{ accounts }, subscription] = await Promise.all([
        deps.store.list(caller.accountId),
        deps.subscriptions.get(caller.accountId),
      ]);
      const limit = planLimit(effectivePlanSubject(subscription, now()), 'carrierAccounts');
      return {
        accounts: accounts.map(carrierAccountView),
        usage: { used: accounts.length, limit: Number.isFinite(limit) ? limit : null },
        platformCarriers: CARRIER_CODES.map((carrier) => ({ carrier, carrierName: CARRIER_DISPLAY_NAMES[carrier] })),
        connectable: [...OWN_ACCOUNT_CARRIERS],
      };
    },

    /**
     * Connects an account: the forms' own checks, the plan's limit, the carrier's registration,
     * then one guarded write. An account the carrier registered but that lost a race to the limit
     * is removed at the carrier again, so nothing is left connected that the merchant cannot see.
     */
    async connect(caller: Caller, input: ConnectCarrierAccount): Promise<CarrierAccountView> {
      const problems = carrierAccountProblems(input);
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      const { accounts, version } = await deps.store.list(caller.accountId);
      const sameNumber = (a: { carrier: string; accountNumber: string }) =>
        a.carrier === input.carrier && a.accountNumber.toUpperCase() === input.accountNumber.toUpperCase();
      if (accounts.some(sameNumber)) throw new ConflictError(CARRIER_ACCOUNT_MESSAGES.duplicate);
      const subject = effectivePlanSubject(await deps.subscriptions.get(caller.accountId), now());
      const gate = checkPlanLimit(subject, 'carrierAccounts', accounts.length);
      if (!gate.allowed)
        throw new PlanGateClosedError(gate.outcome, PLAN_GATE_MESSAGES[gate.outcome]('Another carrier account'));

      let reference: string;
      try {
        ({ reference } = await deps.registry.register(caller.accountId, input));
      } catch (err) {
        if (err instanceof CarrierAccountRefusedError)
          throw new ValidationError({ [err.field || 'accountNumber']: err.message }, err.message);
        throw err;
      }
      const account = {
        carrierAccountId: deps.ids.newId(),
        carrier: input.carrier,
        description: input.description,
        accountNumber: input.accountNumber,
        reference,
        createdAt: now().toISOString(),
        details: carrierAccountDetails(input),
      };
      const outcome = await deps.store.add(caller.accountId, account, version);
      if (outcome === 'changed') {
        await deps.registry.remove(input.carrier, reference);
        throw new ConflictError(CARRIER_ACCOUNT_MESSAGES.changedMeanwhile);
      }
      return carrierAccountView(account);
    },

    /** Removes the account at the carrier platform first: a failure there leaves it connected, to try again. */
    async remove(caller: Caller, carrierAccountId: string): Promise<{ removed: string }> {
      const account = await deps.store.get(caller.accountId, carrierAccountId);
      if (!account) throw new NotFoundError('Carrier account');
      await deps.registry.remove(account.carrier, account.reference);
      await deps.store.remove(caller.accountId, carrierAccountId);
      return { removed: carrierAccountId };
    },
  };
}

/** The account's own carrier accounts as the rate shop passes them to the carriers. */
export { ownAccountRefs } from './own-account-refs';
