import * as z from 'zod';

/**
 * Function configuration, parsed once with zod on first use (cold start). The local runtime
 * sets the same variables from its emulators before any handler is imported.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().default('us-east-1'),
  DOCUMENTS_BUCKET: z.string().optional(),
  EMAIL_FROM: z.string().optional(),
  /** Where the public site's leads (contact, demo requests, applications) are mailed. */
  SALES_INBOX: z.string().optional(),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  APP_URL: z.string().optional(),
  SHIPDECK_ADAPTERS: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * How many times faster than real time sandbox journeys run (the local runtime sets 432); parsed
   * by trackingSpeedOf (a string here: zod's number coercion costs every bundle ~7 kB).
   */
  SANDBOX_TRACKING_SPEED: z.string().optional(),
  /** Sandbox payments: seconds until a bank's micro-deposits show, and until an ACH debit settles. */
  SANDBOX_MICRODEPOSIT_SECONDS: z.string().optional(),
  SANDBOX_ACH_SETTLE_SECONDS: z.string().optional(),
  /** The month (1-12) the sandbox weather plays whatever the date; unset, the real month (the demo plays July). */
  SANDBOX_WEATHER_MONTH: z.string().optional(),
  /**
   * Live only: Shipdeck's own EasyPost carrier account ids (comma-separated). Every rate request
   * names them and the merchant's own accounts, so no other merchant's account ever quotes.
   */
  EASYPOST_CARRIER_ACCOUNTS: z.string().optional(),
  /** Origins a magic sign-in link may point at (comma-separated; `https://*.domain` for any one subdomain). */
  MAGIC_LINK_ORIGINS: z.string().optional(),
  /** Cloud only: the secret CloudFront adds to what it forwards, which lets clientIpOf believe the viewer's address. */
  ORIGIN_VERIFY_SECRET: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = configSchema.safeParse(process.env);
    if (!parsed.success) {
      const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`Invalid function configuration: ${missing}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests that point the same process at another table call this between suites. */
export function resetConfigForTests(): void {
  cached = undefined;
}
