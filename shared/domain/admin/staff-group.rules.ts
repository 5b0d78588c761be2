/**
 * Shipdeck staff (the spec's internal admin group, accounts §1 and §6) are the members of one Cognito
 * user pool group. It is never a merchant permission: a merchant's team permissions cannot grant it,
 * only the verified token's `cognito:groups` claim carries it.
 */
export const SHIPDECK_ADMINS_GROUP = 'shipdeck-admins';

/** The token claim listing the user's Cognito groups. */
export const COGNITO_GROUPS_CLAIM = 'cognito:groups';

/** The name the staff area goes by (its navigation header). */
export const SHIPDECK_ADMIN_TITLE = 'Shipdeck admin';

/**
 * The groups a `cognito:groups` claim names. A decoded token carries an array; API Gateway's JWT
 * authorizer hands claims to the function flattened to strings, an array as `[a b]`.
 */
export function groupsOfClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string' && g.length > 0);
  if (typeof value !== 'string') return [];
  const trimmed = value.trim();
  const inner = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  return inner.split(/[\s,]+/).filter(Boolean);
}

export function isShipdeckAdmin(groupsClaim: unknown): boolean {
  return groupsOfClaim(groupsClaim).includes(SHIPDECK_ADMINS_GROUP);
}
