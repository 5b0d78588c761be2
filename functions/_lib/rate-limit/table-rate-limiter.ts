import { dynamoWindowCounter } from './dynamodb.window-counter';
import { makeRateLimiter } from './rate-limiter';

/** The per-client limiter every public route counts with: fixed windows kept as table items. */
export const tableRateLimiter = /* @__PURE__ */ makeRateLimiter(dynamoWindowCounter);
