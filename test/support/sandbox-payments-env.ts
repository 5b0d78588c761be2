// Sandbox payments without waiting: micro-deposits show and ACH debits settle at once. Imported before
// any handler, so the handlers' processor is built with these.
process.env.SANDBOX_MICRODEPOSIT_SECONDS = '0';
process.env.SANDBOX_ACH_SETTLE_SECONDS = '0';
export {};
