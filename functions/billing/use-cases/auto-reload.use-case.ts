import type { AutoReloadSettings, BillingProfileStore, Wallet } from '#domain/billing/ports';
import type { DepositRecord, DepositStore, PaymentMethodStore } from '#domain/billing/payments.ports';
import { autoReloadDepositId, isAutoReloadDue } from '#domain/billing/auto-reload.rules';
import { isDepositFinal } from '#domain/billing/deposit.rules';
import { toCents } from '#domain/money/cents.rules';
import { ConflictError } from '#lib/errors';

export interface AutoReloadDeps {
  profiles: BillingProfileStore;
  wallet: Pick<Wallet, 'balance'>;
  deposits: Pick<DepositStore, 'get'>;
  methods: Pick<PaymentMethodStore, 'list'>;
  watches: {
    watch(accountId: string): Promise<void>;
    unwatch(accountId: string): Promise<void>;
    list(limit: number): Promise<string[]>;
  };
  startDeposit(
    accountId: string,
    input: {
      depositId: string;
      method: Awaited<ReturnType<PaymentMethodStore['list']>>[number];
      amountCents: number;
      origin: DepositRecord['origin'];
    },
  ): Promise<DepositRecord>;
  access: { assertOpen(accountId: string): Promise<void> };
}

export type AutoReloadOutcome = 'not_due' | 'no_method' | 'started' | 'waiting' | 'next';

/**
 * Auto-reload: when the available balance falls below the threshold, one deposit of the amount from
 * the default payment method. Reload n is the deposit `auto-reload-<n>`, so a schedule run twice,
 * or two at once, start it once; while it is open no other starts; once it ended the count moves on.
 */
export function makeAutoReload(deps: AutoReloadDeps) {
  async function check(accountId: string): Promise<AutoReloadOutcome> {
    const [profile, wallet] = await Promise.all([deps.profiles.get(accountId), deps.wallet.balance(accountId)]);
    const settings = profile.autoReload;
    if (!settings || !isAutoReloadDue(settings, wallet.availableCents)) return 'not_due';
    const reloads = settings.reloads ?? 0;
    const depositId = autoReloadDepositId(reloads);
    const previous = await deps.deposits.get(accountId, depositId);
    if (previous && !isDepositFinal(previous.status)) return 'waiting';
    if (previous) {
      // Reload n ended (credited or failed): the next one gets the next number.
      await deps.profiles.update(accountId, profile.version, { autoReload: { ...settings, reloads: reloads + 1 } });
      return 'next';
    }
    const method = (await deps.methods.list(accountId)).find((m) => m.isDefault && m.verification === 'verified');
    if (!method) return 'no_method';
    await deps.startDeposit(accountId, { depositId, method, amountCents: settings.amountCents, origin: 'auto_reload' });
    return 'started';
  }

  return {
    check,

    async settings(accountId: string): Promise<AutoReloadSettings> {
      return (await deps.profiles.get(accountId)).autoReload ?? { enabled: false, thresholdCents: 0, amountCents: 0 };
    },

    async save(accountId: string, input: { enabled: boolean; threshold: number; amount: number }) {
      await deps.access.assertOpen(accountId);
      const profile = await deps.profiles.get(accountId);
      const autoReload: AutoReloadSettings = {
        enabled: input.enabled,
        thresholdCents: toCents(input.threshold),
        amountCents: toCents(input.amount),
        reloads: profile.autoReload?.reloads ?? 0,
      };
      if (!(await deps.profiles.update(accountId, profile.version, { autoReload })))
        throw new ConflictError('The auto-reload settings changed meanwhile. Reload the page and try again.');
      if (input.enabled) await deps.watches.watch(accountId);
      else await deps.watches.unwatch(accountId);
      return autoReload;
    },

    /** The schedule: every watched account checked once; one failing never stops the others. */
    async checkAll(limit: number) {
      const report = { accounts: 0, started: 0, errors: 0 };
      for (const accountId of await deps.watches.list(limit)) {
        report.accounts++;
        try {
          if ((await check(accountId)) === 'started') report.started++;
        } catch {
          report.errors++;
        }
      }
      return report;
    },
  };
}
