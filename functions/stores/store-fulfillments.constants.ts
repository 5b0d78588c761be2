/** Deliveries of a store-fulfillments message before its DLQ; the last one leaves the fulfillment warning. */
export const STORE_FULFILLMENTS_MAX_RECEIVES = 5;
/** queueUrlEnvName('store-fulfillments') of the app manifest, which CDK and the local runtime set for senders. */
export const STORE_FULFILLMENTS_QUEUE_URL = 'STORE_FULFILLMENTS_QUEUE_URL';
