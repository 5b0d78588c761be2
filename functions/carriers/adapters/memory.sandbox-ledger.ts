import type { SandboxCarrierLedger, SandboxShipmentRecord } from '#domain/carriers/ports';

/** The sandbox carriers' memory in the process: for tests and a single local process. */
export function makeMemorySandboxLedger(): SandboxCarrierLedger {
  const byKey = new Map<string, SandboxShipmentRecord>();
  const keyByTracking = new Map<string, string>();
  const copy = (r: SandboxShipmentRecord | undefined) => (r ? structuredClone(r) : undefined);
  return {
    async getByKey(key) {
      return copy(byKey.get(key));
    },
    async getByTrackingCode(code) {
      const key = keyByTracking.get(code);
      return key === undefined ? undefined : copy(byKey.get(key));
    },
    async create(record) {
      const existing = byKey.get(record.idempotencyKey);
      if (existing) return copy(existing)!;
      byKey.set(record.idempotencyKey, structuredClone(record));
      keyByTracking.set(record.trackingCode, record.idempotencyKey);
      return copy(record)!;
    },
    async put(record) {
      byKey.set(record.idempotencyKey, structuredClone(record));
      keyByTracking.set(record.trackingCode, record.idempotencyKey);
    },
  };
}
