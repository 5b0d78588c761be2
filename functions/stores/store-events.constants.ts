/** queueUrlEnvName('store-events'), set by CDK and the local runtime for senders (the webhook, connect, the worker's next import page). */
export const STORE_EVENTS_QUEUE_URL = 'STORE_EVENTS_QUEUE_URL';
