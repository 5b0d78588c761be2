import * as z from 'zod';

/**
 * `true` in the local runtime alone (infra/local sets it before any handler loads); the CDK stacks
 * never set it, so in AWS it is always false. It lets outbound calls reach loopback, where the local
 * store simulators listen.
 */
export const LOCAL_RUNTIME_ENV = 'SHIPDECK_LOCAL_RUNTIME';

let cached: boolean | undefined;

/** Parsed once per process (cold start); anything but `true`, `false` or unset is a configuration error. */
export function isLocalRuntime(): boolean {
  cached ??= z.enum(['true', 'false']).default('false').parse(process.env[LOCAL_RUNTIME_ENV]) === 'true';
  return cached;
}
