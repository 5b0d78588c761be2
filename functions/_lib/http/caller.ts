import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ACCOUNT_HEADER } from '#api/account-header';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import type { FeatureFlags } from '#domain/plans/feature-flags.rules';
import { COGNITO_GROUPS_CLAIM, isShipdeckAdmin } from '#domain/admin/staff-group.rules';
import { UnauthorizedError } from '../errors';

/** Who is calling, from the verified token only. */
export interface Identity {
  userId: string;
  email: string;
}

/** The identity plus the merchant account it acts for, checked against its memberships. */
export interface Caller extends Identity {
  accountId: string;
  accountName: string;
  role: 'owner' | 'member';
  permissions: PermissionSet;
  /** The user's feature flags in this account (accounts §6). */
  features?: FeatureFlags;
}

export interface MembershipRecord {
  accountId: string;
  accountName: string;
  role: 'owner' | 'member';
  permissions: PermissionSet;
  /** The user's feature flags in this account (accounts §6). */
  features?: FeatureFlags;
}

/**
 * Claims come from API Gateway's JWT authorizer (or the local gateway, which verifies the same
 * way). A request without them never reaches a use case.
 */
export function identityFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Identity {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new UnauthorizedError();
  const email = typeof claims.email === 'string' ? claims.email : '';
  return { userId: sub, email };
}

/**
 * Picks the account named in the x-shipdeck-account header, or the caller's first membership.
 * An account the caller is not a member of is refused exactly like a missing one.
 */
export function selectMembership(
  memberships: readonly MembershipRecord[],
  requestedAccountId: string | undefined,
): MembershipRecord | undefined {
  if (requestedAccountId) return memberships.find((m) => m.accountId === requestedAccountId);
  return [...memberships].sort((a, b) => a.accountId.localeCompare(b.accountId))[0];
}

export function requestedAccountId(event: APIGatewayProxyEventV2WithJWTAuthorizer): string | undefined {
  const value = event.headers?.[ACCOUNT_HEADER];
  return value && value.trim() ? value.trim() : undefined;
}

/**
 * Whether the verified token names the Shipdeck staff group (its `cognito:groups` claim): nothing a
 * merchant controls (team permissions, headers, the body) can make a caller staff.
 */
export function isStaffEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): boolean {
  return isShipdeckAdmin(event.requestContext?.authorizer?.jwt?.claims?.[COGNITO_GROUPS_CLAIM]);
}
