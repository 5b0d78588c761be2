import * as z from 'zod';
import { humanCheckWidgetSchema } from './human-check';

/**
 * `/runtime-config.json`: what the web app needs to know about where it runs.
 * CDK writes it next to the site in S3; the local runtime serves it from memory.
 */
export const runtimeConfigSchema = z.object({
  environment: z.enum(['local', 'aws']),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally (cognito-local); aws-amplify then talks to it with USER_PASSWORD_AUTH. */
  userPoolEndpoint: z.string().optional(),
  /** Base of the API; '' means the same origin (`/api`, `/api/v1`, `/api/v2`). */
  apiBaseUrl: z.string(),
  /** Local SES inbox, shown on the developer's settings page. */
  emailInboxUrl: z.string().optional(),
  /**
   * The host merchants' tracking pages are subdomains of (`demo-foods.<trackingPageHost>`): locally
   * `localhost`, in AWS the app's domain when it has one. Absent: tracking pages are served at
   * `/tracking-page?subdomain=<subdomain>` on the app's own origin.
   */
  trackingPageHost: z.string().optional(),
  /**
   * The human check's widget (accounts §4): Cloudflare Turnstile with its site key where the functions call
   * Turnstile, the local stand-in where they call the sandbox. Absent: no widget, which the spec counts as
   * validated.
   */
  humanCheck: humanCheckWidgetSchema.optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
