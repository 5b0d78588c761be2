import * as z from 'zod';
import { humanCheckWidgetSchema } from './human-check';

/** The user pool's identity provider names (accounts §4: google, linkedin, microsoft). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['Google', 'LinkedIn', 'Microsoft'] as const;
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];

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
  /**
   * Social sign-in (accounts §4) through the user pool's hosted UI: its domain (host only; aws-amplify
   * adds https://), where it may send the browser back, and the providers it offers. Absent: no
   * provider buttons.
   */
  oauth: z
    .object({
      domain: z.string(),
      redirectSignIn: z.array(z.string()).min(1),
      redirectSignOut: z.array(z.string()).min(1),
      providers: z.array(z.enum(SOCIAL_SIGN_IN_PROVIDERS)),
    })
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
