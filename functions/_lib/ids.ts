import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '#domain/accounts/ports';

export const uuidGenerator: IdGenerator = { newId: () => randomUUID() };
