import type {
  DepositRecord,
  DepositStore,
  PaymentMethodRecord,
  PaymentMethodStore,
} from '#domain/billing/payments.ports';
import { db } from '#lib/db/service';
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
    const { data } = await db().entities.paymentMethod.query.byId({ accountId }).go({ pages: 'all' });
    return (data as StoredMethod[]).map(toMethod).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  async get(accountId, paymentMethodId) {
    const { data } = await db().entities.paymentMethod.get({ accountId, paymentMethodId }).go({ consistent: true });
    return data ? toMethod(data as StoredMethod) : undefined;
  },

  async add(accountId, method) {
    const existing = await this.list(accountId);
    const { data } = await db()
      .entities.paymentMethod.create({ accountId, ...method, isDefault: existing.length === 0 })
      .go();
    return toMethod(data as StoredMethod);
  },

  async setVerified(accountId, paymentMethodId) {
    await db().entities.paymentMethod.patch({ accountId, paymentMethodId }).set({ verification: 'verified' }).go();
  },

  async setDefault(accountId, paymentMethodId) {
    const methods = await this.list(accountId);
    if (!methods.some((m) => m.paymentMethodId === paymentMethodId)) throw new NotFoundError('Payment method');
    await db()
      .transaction.write(({ paymentMethod }) =>
        methods
          .filter((m) => m.isDefault !== (m.paymentMethodId === paymentMethodId))
          .map((m) =>
            paymentMethod
              .patch({ accountId, paymentMethodId: m.paymentMethodId })
              .set({ isDefault: m.paymentMethodId === paymentMethodId })
              .commit(),
          ),
      )
      .go();
  },

  async remove(accountId, paymentMethodId) {
    await db().entities.paymentMethod.delete({ accountId, paymentMethodId }).go();
  },
};

export const dynamoDeposits: DepositStore = {
  async start(accountId, deposit) {
    const openedAt = new Date().toISOString();
    try {
      await db()
        .transaction.write(({ deposit: entity, openDeposit }) => [
          entity.create({ accountId, ...deposit, status: 'initiated' }).commit(),
          openDeposit
            .create({
              accountId,
              depositId: deposit.depositId,
              openedAt,
              expiresAt: Math.floor(Date.now() / 1000) + OPEN_DEPOSIT_TTL_SECONDS,
            })
            .commit(),
        ])
        .go();
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
    const { data } = await db().entities.deposit.get({ accountId, depositId }).go({ consistent: true });
    return data ? toDeposit(data as DepositRecord & { accountId: string }) : undefined;
  },

  async update(accountId, depositId, changes) {
    const { data } = await db()
      .entities.deposit.patch({ accountId, depositId })
      .set(changes)
      .go({ response: 'all_new' });
    return toDeposit(data as DepositRecord & { accountId: string });
  },

  async close(accountId, depositId) {
    await db().entities.openDeposit.delete({ accountId, depositId }).go();
  },

  async recent(accountId, limit) {
    const { data } = await db().entities.deposit.query.byId({ accountId }).go({ pages: 'all' });
    return (data as (DepositRecord & { accountId: string })[])
      .map(toDeposit)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  },

  async open(limit) {
    const { data } = await db().entities.openDeposit.query.open({}).go({ limit });
    return data.map((d) => ({ accountId: d.accountId, depositId: d.depositId, openedAt: d.openedAt }));
  },
};

/** The accounts with auto-reload on (AUTORELOAD items, listed across accounts by gsi1). */
export const dynamoAutoReloadWatches = {
  async watch(accountId: string): Promise<void> {
    await db().entities.autoReloadWatch.put({ accountId }).go();
  },
  async unwatch(accountId: string): Promise<void> {
    await db().entities.autoReloadWatch.delete({ accountId }).go();
  },
  async list(limit: number): Promise<string[]> {
    const { data } = await db().entities.autoReloadWatch.query.watching({}).go({ limit });
    return data.map((w) => w.accountId);
  },
};
