/** A registered partner (accounts §5 Partner-like form), as kept. */
export interface PartnerRecord {
  permalink: string;
  name: string;
  email: string;
  /** SHA-256 of the private dashboard link's secret: the secret itself is never kept. */
  dashboardSecretHash: string;
  createdAt: string;
  visits: number;
}

/** A merchant account that signed up through a partner's link: the date and company, nothing more. */
export interface AttributedSignup {
  accountId: string;
  companyName: string;
  signedUpAt: string;
}

export interface PartnerStore {
  /** Registers the permalink if no partner holds it, atomically: of concurrent registrations exactly one wins. */
  create(partner: PartnerRecord): Promise<'created' | 'taken'>;
  get(permalink: string): Promise<PartnerRecord | undefined>;
  /** Counts one visit of the partner's link; false when no partner holds the permalink. */
  countVisit(permalink: string): Promise<boolean>;
  /** Records the sign-up under the partner once (by account); false when no partner holds the permalink. */
  attribute(permalink: string, signup: AttributedSignup): Promise<boolean>;
  /** The partner's sign-ups, newest first, at most `limit`, and how many there are in all. */
  signUps(permalink: string, limit: number): Promise<{ items: AttributedSignup[]; total: number }>;
}

/** The dashboard link's secret: made unguessable, kept only as a hash. */
export interface DashboardSecrets {
  newSecret(): string;
  hash(secret: string): string;
  /** Whether `secret` hashes to `hash`, compared in constant time. */
  matches(secret: string, hash: string): boolean;
}

/** What sign-up calls when an account is created with a referralPartner (accounts §3 Signup). */
export interface ReferralAttribution {
  signedUp(referralPartner: string, account: { accountId: string; companyName: string; at: string }): Promise<void>;
}

/** Hands a new partner's links to their welcome email (the emails queue). */
export interface PartnerWelcomeQueue {
  registered(permalink: string, dashboardPath: string): Promise<void>;
}
