import { dynamoAmazonPiiRetention } from './adapters/dynamodb.amazon';
import { dynamoFulfillmentOrders } from './adapters/dynamodb.store-fulfillments';
import { makeAmazonPiiRetention } from './use-cases/amazon-pii-retention.use-case';

// Apart from amazon.deps.ts: the fulfilment push starts the retention clock without bundling the order poll.
export const amazonPiiRetention = /* @__PURE__ */ makeAmazonPiiRetention({
  retention: dynamoAmazonPiiRetention,
  orders: dynamoFulfillmentOrders,
});
