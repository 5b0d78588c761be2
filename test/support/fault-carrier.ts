import type { BuyRequest, PurchasedLabel, RefundStatus } from '#domain/carriers/carrier.models';
import { CarrierRejectedError, type CarrierPort } from '#domain/carriers/ports';

/** What the next `buy` of a key does (each fault is used once, then buys behave). */
export type BuyFault =
  /** Buys, then throws as if the worker died before it could write anything. */
  | 'crash_after_buy'
  /** Times out without buying. */
  | 'timeout_before_buy'
  /** Buys, then times out (the caller never hears of the label). */
  | 'timeout_after_buy'
  /** Refuses: nothing bought. */
  | 'reject';

export class CarrierTimeoutError extends Error {}

/**
 * A fast deterministic carrier for tests and benchmarks, with failure injection per idempotency
 * key. It counts the labels it really bought per key, so a test can prove "exactly one label".
 */
export class FaultCarrier implements CarrierPort {
  readonly bought = new Map<string, PurchasedLabel>();
  readonly buyCalls = new Map<string, number>();
  private readonly faults = new Map<string, BuyFault[]>();
  /** Faults for every key (each key gets the list once). */
  private everyKey: BuyFault[] = [];
  private readonly everyKeyUsed = new Set<string>();
  refundAnswer: RefundStatus = 'submitted';
  refundStatusAnswer: RefundStatus = 'refunded';
  rejectMessage = 'ship to address is not deliverable';

  constructor(private readonly opts: { delayMs?: number } = {}) {}

  inject(key: string, ...faults: BuyFault[]): this {
    this.faults.set(key, [...(this.faults.get(key) ?? []), ...faults]);
    return this;
  }

  injectForEveryKey(...faults: BuyFault[]): this {
    this.everyKey = faults;
    return this;
  }

  /** Labels really bought (one per key at most: the carrier is idempotent per key). */
  get labelsBought(): number {
    return this.bought.size;
  }

  private nextFault(key: string): BuyFault | undefined {
    if (this.everyKey.length && !this.everyKeyUsed.has(key)) {
      this.everyKeyUsed.add(key);
      this.faults.set(key, [...this.everyKey, ...(this.faults.get(key) ?? [])]);
    }
    return this.faults.get(key)?.shift();
  }

  private async pause() {
    if (this.opts.delayMs) await new Promise((r) => setTimeout(r, this.opts.delayMs));
  }

  async rate() {
    return { quotes: [], messages: [] };
  }

  async buy({ idempotencyKey, quote }: BuyRequest): Promise<PurchasedLabel> {
    await this.pause();
    this.buyCalls.set(idempotencyKey, (this.buyCalls.get(idempotencyKey) ?? 0) + 1);
    const fault = this.nextFault(idempotencyKey);
    if (fault === 'reject') throw new CarrierRejectedError(this.rejectMessage, quote.carrier, 'address.undeliverable');
    if (fault === 'timeout_before_buy') throw new CarrierTimeoutError('carrier timed out');
    const label = this.bought.get(idempotencyKey) ?? this.make(idempotencyKey, quote);
    this.bought.set(idempotencyKey, label);
    if (fault === 'crash_after_buy') throw new Error('worker killed after the carrier bought');
    if (fault === 'timeout_after_buy') throw new CarrierTimeoutError('carrier timed out after buying');
    return label;
  }

  async findLabel(idempotencyKey: string) {
    await this.pause();
    return this.bought.get(idempotencyKey);
  }

  async refund(): Promise<RefundStatus> {
    return this.refundAnswer;
  }

  async refundStatus(): Promise<RefundStatus> {
    return this.refundStatusAnswer;
  }

  async track(_carrier: string, trackingCode: string) {
    return { trackingCode, status: 'pre_transit', events: [] };
  }

  private make(key: string, quote: BuyRequest['quote']): PurchasedLabel {
    const trackingCode = `TST${String(this.bought.size + 1).padStart(9, '0')}${key.slice(-6)}`;
    const bytes = (s: string) => new TextEncoder().encode(s);
    return {
      carrier: quote.carrier,
      service: quote.service,
      trackingCode,
      trackingUrl: `https://track.example.com/${trackingCode}`,
      carrierShipmentId: `shp_${key}`,
      costCents: 900,
      documents: [
        { format: 'pdf', contentType: 'application/pdf', body: bytes(`%PDF-1.4 ${trackingCode}`) },
        { format: 'zpl', contentType: 'text/plain', body: bytes(`^XA^FD${trackingCode}^FS^XZ`) },
      ],
      purchasedAt: new Date().toISOString(),
      idempotencyKey: key,
    };
  }
}
