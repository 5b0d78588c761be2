import type { SandboxCourierLedger, SandboxCourierRecord } from '#domain/couriers/ports';

/** The sandbox courier's memory in the process: for tests and a single local process. */
export function makeMemoryCourierLedger(): SandboxCourierLedger {
  const byKey = new Map<string, SandboxCourierRecord>();
  const keyById = new Map<string, string>();
  const copy = (r: SandboxCourierRecord | undefined) => (r ? structuredClone(r) : undefined);
  return {
    async getByKey(key) {
      return copy(byKey.get(key));
    },
    async getByDeliveryId(id) {
      const key = keyById.get(id);
      return key === undefined ? undefined : copy(byKey.get(key));
    },
    async create(record) {
      const existing = byKey.get(record.dispatch.idempotencyKey);
      if (existing) return copy(existing)!;
      byKey.set(record.dispatch.idempotencyKey, structuredClone(record));
      keyById.set(record.dispatch.deliveryId, record.dispatch.idempotencyKey);
      return copy(record)!;
    },
    async put(record) {
      byKey.set(record.dispatch.idempotencyKey, structuredClone(record));
      keyById.set(record.dispatch.deliveryId, record.dispatch.idempotencyKey);
    },
  };
}
