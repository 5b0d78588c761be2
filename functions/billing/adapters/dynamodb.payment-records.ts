import type {
  DepositRecord,
  DepositStore,
  PaymentMethodRecord,
  PaymentMethodStore,
} from '#domain/billing/payments.ports';
import { AutoReloadWatchEntity, DepositEntity, OpenDepositEntity, PaymentMethodEntity } from '../db/payment.entity';
import { onTable } from '#lib/db/table';
import { writeAll } from '#lib/db/transaction';
import { NotFoundError } from '#lib/errors';

/** Open deposits are looked at for a week at most (an unauthenticated card charge never ends by itself). */
const OPEN_DEPOSIT_TTL_SECONDS = 7 * 24 * 3600;

type StoredMethod = PaymentMethodRecord & { accountId: string; updatedAt: string };

function toMethod(d: StoredMethod): PaymentMethodRecord {
  return {
    paymentMethodId: d.paymentMethodId,
    type: d.type,
    ...(d.source ? { source: d.source } : {}),
    processorRef: d.processorRef,
    brand: d.brand,
    last4: d.last4,
    ...(d.expMonth ? { expMonth: d.expMonth } : {}),
    ...(d.expYear ? { expYear: d.expYear } : {}),
    verification: d.verification,
    isDefault: d.isDefault,
    createdAt: d.createdAt,
  };
}

function toDeposit(d: DepositRecord & { accountId: string }): DepositRecord {
  const { accountId: _accountId, ...deposit } = d;
  return deposit;
}

export const dynamoPaymentMethods: PaymentMethodStore = {
  async list(accountId) {
    const { data } = await onTable(PaymentMethodEntity).query.byId({ accountId }).go({ pages: 'all' });
    return (data as StoredMethod[]).map(toMethod).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  async get(accountId, paymentMethodId) {
    const { data } = await onTable(PaymentMethodEntity).get({ accountId, paymentMethodId }).go({ consistent: true });
    return data ? toMethod(data as StoredMethod) : undefined;
  },

  async add(accountId, method) {
    const existing = await this.list(accountId);
    const { data } = await onTable(PaymentMethodEntity)
      .create({ accountId, ...method, isDefault: existing.length === 0 })
      .go();
    return toMethod(data as StoredMethod);
  },

  async setVerified(accountId, paymentMethodId) {
    await onTable(PaymentMethodEntity).patch({ accountId, paymentMethodId }).set({ verification: 'verified' }).go();
  },

  async setDefault(accountId, paymentMethodId) {
    const methods = await this.list(accountId);
    if (!methods.some((m) => m.paymentMethodId === paymentMethodId)) throw new NotFoundError('Payment method');
    await writeAll({ paymentMethod: PaymentMethodEntity }, ({ paymentMethod }) =>
      methods
        .filter((m) => m.isDefault !== (m.paymentMethodId === paymentMethodId))
        .map((m) =>
          paymentMethod
            .patch({ accountId, paymentMethodId: m.paymentMethodId })
            .set({ isDefault: m.paymentMethodId === paymentMethodId })
            .commit(),
        ),
    );
  },

  async remove(accountId, paymentMethodId) {
    await onTable(PaymentMethodEntity).delete({ accountId, paymentMethodId }).go();
  },
};

export const dynamoDeposits: DepositStore = {
  async start(accountId, deposit) {
    const openedAt = new Date().toISOString();
    try {
      await writeAll({ deposit: DepositEntity, openDeposit: OpenDepositEntity }, ({ deposit: entity, openDeposit }) => [
        entity.create({ accountId, ...deposit, status: 'initiated' }).commit(),
        openDeposit
          .create({
            accountId,
            depositId: deposit.depositId,
            openedAt,
            expiresAt: Math.floor(Date.now() / 1000) + OPEN_DEPOSIT_TTL_SECONDS,
          })
          .commit(),
      ]);
    } catch (err) {
      const first = await this.get(accountId, deposit.depositId);
      if (first) return { created: false, deposit: first };
      throw err;
    }
    const created = await this.get(accountId, deposit.depositId);
    if (!created) throw new Error(`Deposit ${deposit.depositId} was written and then not found`);
    return { created: true, deposit: created };
  },

  async get(accountId, depositId) {
    const { data } = await onTable(DepositEntity).get({ accountId, depositId }).go({ consistent: true });
    return data ? toDeposit(data as DepositRecord & { accountId: string }) : undefined;
  },

  async update(accountId, depositId, changes) {
    const { data } = await onTable(DepositEntity)
      .patch({ accountId, depositId })
      .set(changes)
      .go({ response: 'all_new' });
    return toDeposit(data as DepositRecord & { accountId: string });
  },

  async close(accountId, depositId) {
    await onTable(OpenDepositEntity).delete({ accountId, depositId }).go();
  },

  async recent(accountId, limit) {
    const { data } = await onTable(DepositEntity).query.byId({ accountId }).go({ pages: 'all' });
    return (data as (DepositRecord & { accountId: string })[])
      .map(toDeposit)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  },

  async open(limit) {
    const { data } = await onTable(OpenDepositEntity).query.open({}).go({ limit });
    return data.map((d) => ({ accountId: d.accountId, depositId: d.depositId, openedAt: d.openedAt }));
  },
};

/** The accounts with auto-reload on (AUTORELOAD items, listed across accounts by gsi1). */
export const dynamoAutoReloadWatches = {
  async watch(accountId: string): Promise<void> {
    await onTable(AutoReloadWatchEntity).put({ accountId }).go();
  },
  async unwatch(accountId: string): Promise<void> {
    await onTable(AutoReloadWatchEntity).delete({ accountId }).go();
  },
  async list(limit: number): Promise<string[]> {
    const { data } = await onTable(AutoReloadWatchEntity).query.watching({}).go({ limit });
    return data.map((w) => w.accountId);
  },
};
