import * as z from 'zod';
import { PERMISSION_KEYS, type PermissionKey, type PermissionSet } from '../permissions/permission-keys';
import { emailField, requiredText } from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';

/** Group values a merchant can give (accounts §6: god-mode is the internal admins'). */
export const TEAM_GROUPS = ['merchant:admin'] as const;

const permissionSetSchema = z
  .record(z.string(), z.boolean())
  .refine((set) => Object.keys(set).length <= PERMISSION_KEYS.length, MESSAGES.invalid)
  .transform(
    (set) =>
      Object.fromEntries(
        Object.entries(set).filter(([key]) => (PERMISSION_KEYS as readonly string[]).includes(key)),
      ) as PermissionSet,
  );

/** Team member invite (accounts §5): email, name and group (merchant:admin) required. */
export const teamInviteSchema = z.object({
  email: emailField(255),
  name: requiredText(60),
  group: z.enum(TEAM_GROUPS, { error: MESSAGES.required }),
  permissions: permissionSetSchema.optional(),
});
export type TeamInvite = z.output<typeof teamInviteSchema>;

export const teamPermissionsSchema = z.object({ permissions: permissionSetSchema });

/**
 * A new member's permissions when the inviter gives none: a packer's — orders viewed, printed,
 * edited and bought; nothing of billing, settings or the team (docs/decisions.md).
 */
export const PACKER_PERMISSIONS: Record<PermissionKey, boolean> = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [
    key,
    (['view_print_orders', 'edit_orders', 'purchase_orders'] as readonly PermissionKey[]).includes(key),
  ]),
) as Record<PermissionKey, boolean>;

/**
 * A stored set is complete: every key present, absent ones false. An empty stored set would mean
 * "everything allowed" (accounts §6), which an editor's "none" must never turn into.
 */
export function completePermissionSet(set: PermissionSet): Record<PermissionKey, boolean> {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, set[key] === true])) as Record<PermissionKey, boolean>;
}

export const TEAM_MESSAGES = {
  ownerFixed: 'The account owner’s permissions cannot be changed and the owner cannot be removed.',
  notYourself: 'You cannot change your own permissions or remove yourself.',
  alreadyMember: 'This person is already a member of the team.',
  changedMeanwhile: 'The team changed meanwhile. Reload the page and try again.',
} as const;

/** Who may change whom: never the owner, never oneself (the owner's set is everything, by role). */
export function teamEditRefusal(
  target: { role: 'owner' | 'member'; userId: string },
  callerUserId: string,
): string | undefined {
  if (target.role === 'owner') return TEAM_MESSAGES.ownerFixed;
  if (target.userId === callerUserId) return TEAM_MESSAGES.notYourself;
  return undefined;
}
