import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../shared/domain/accounts/ports';

export const uuidGenerator: IdGenerator = { newId: () => randomUUID() };
