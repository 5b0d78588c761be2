import type { CompanyBrand, CompanyProfile } from '../company/company-profile.schema';
import type { Subscription } from '../plans/subscription.rules';
import type { PermissionSet } from '../permissions/permission-keys';
import type { FeatureFlags } from '../plans/feature-flags.rules';

export interface MembershipView {
  accountId: string;
  accountName: string;
  role: 'owner' | 'member';
  permissions: PermissionSet;
  /** The user's feature flags in this account (accounts §6); absent = none. */
  features?: FeatureFlags;
}

/** How the owner signed up (accounts §3 Signup), kept with the account the sign-up created. */
export interface SignupProfile {
  name: string;
  phone: string;
  heardFrom: string;
  referralPartner: string;
}

export interface NewAccount {
  accountId: string;
  name: string;
  owner: { userId: string; email: string };
  /** Absent for accounts made without the sign-up form (demo seed, tests). */
  signupProfile?: SignupProfile;
  /** Written with the account: every account has its subscription from the start. */
  subscription: Subscription;
}

/** Accounts and memberships, as the use cases see them. */
export interface AccountSummary {
  accountId: string;
  name: string;
  timezone: string;
}

/** The accounts a verified user belongs to: what the account route picks the request's account from. */
export interface MembershipReader {
  listMembershipsOfUser(userId: string): Promise<MembershipView[]>;
}

export interface AccountStore extends MembershipReader {
  getAccount(accountId: string): Promise<AccountSummary | undefined>;
  /** Creates the account and its owner membership atomically. */
  createAccountWithOwner(account: NewAccount): Promise<void>;
  addMember(input: {
    accountId: string;
    accountName: string;
    userId: string;
    email: string;
    permissions: PermissionSet;
  }): Promise<void>;
}

export interface IdGenerator {
  newId(): string;
}

/** A member of the team as Settings › Team shows it. */
export interface TeamMember {
  userId: string;
  email: string;
  name?: string;
  role: 'owner' | 'member';
  group: string;
  permissions: PermissionSet;
  invitedAt?: string;
  invitedBy?: string;
}

export interface TeamStore {
  /** The members and the team's version (bumped by every member added). */
  list(accountId: string): Promise<{ members: TeamMember[]; version: number }>;
  get(accountId: string, userId: string): Promise<TeamMember | undefined>;
  /** Adds a member if the team is still at `expectedVersion` and the user is not one yet. */
  add(
    accountId: string,
    accountName: string,
    member: Omit<TeamMember, 'role'>,
    expectedVersion: number,
  ): Promise<'added' | 'already_member' | 'team_changed'>;
  setPermissions(accountId: string, userId: string, permissions: PermissionSet): Promise<void>;
  remove(accountId: string, userId: string): Promise<void>;
}

/** The user pool (Cognito): where team members sign in. */
export interface UserDirectory {
  /**
   * Invites by email: a new user gets the pool's invitation with a temporary password; an existing
   * user keeps their password. Answers the user's id (its `sub`).
   */
  invite(input: { email: string; name: string }): Promise<{ userId: string; created: boolean }>;
}

/** The company profile and its logo's key (ACC#/COMPANY). */
export interface CompanyProfileStore {
  get(accountId: string): Promise<(CompanyBrand & { updatedAt: string }) | undefined>;
  /** Writes the profile's fields; the logo stays as it is. */
  saveProfile(accountId: string, profile: CompanyProfile): Promise<void>;
  /** Sets or clears the logo (the profile must exist: the logo is saved after it). */
  setLogo(accountId: string, logo: CompanyBrand['logo'] | undefined): Promise<void>;
}
