import type { LabelPurchaseQueue, PurchaseMessage, RemovableFiles } from '#domain/labels/ports';

/** Label documents kept in memory; presigned URLs name the key so a test can read what was linked. */
export class MemoryLabelFiles implements RemovableFiles {
  readonly objects = new Map<string, { body: Uint8Array; contentType: string }>();
  async put(key: string, body: Uint8Array, contentType: string) {
    this.objects.set(key, { body, contentType });
  }
  async get(key: string) {
    return this.objects.get(key)?.body;
  }
  async remove(key: string) {
    this.objects.delete(key);
  }
  async presignGet(key: string, expiresInSeconds: number) {
    return `memory://documents/${key}?expires=${expiresInSeconds}`;
  }
}

/** The label-purchase queue as a list: tests deliver (and redeliver) its messages themselves. */
export class MemoryLabelQueue implements LabelPurchaseQueue {
  readonly sent: PurchaseMessage[] = [];
  async send(messages: readonly PurchaseMessage[]) {
    this.sent.push(...messages);
  }
  take(): PurchaseMessage[] {
    return this.sent.splice(0, this.sent.length);
  }
}
