import {
  PERMISSION_KEYS,
  PERMISSION_TREE,
  hasAllPermissions,
  type PermissionKey,
  type PermissionSet,
} from './permission-keys';

/** Permission sets a user carries, one per team id (orders §6, accounts §6). */
export type TeamPermissionSets = Readonly<Record<string, PermissionSet | null | undefined>>;

/** Display names that differ from the key (accounts §6: view_claim_tracking is shown as Full Coverage). */
export const PERMISSION_DISPLAY_NAMES: Partial<Record<PermissionKey, string>> = {
  view_claim_tracking: 'Full Coverage',
};

export type PermissionGroup = keyof typeof PERMISSION_TREE;

/** Every key under a group of the hierarchy, nested subgroups included, in tree order. */
export function permissionKeysOf(group: PermissionGroup): PermissionKey[] {
  const collect = (node: unknown): PermissionKey[] =>
    Array.isArray(node) ? (node as PermissionKey[]) : Object.values(node as object).flatMap(collect);
  return collect(PERMISSION_TREE[group]);
}

/** The set for the active team; undefined when none is defined (which allows everything). */
export function resolveTeamPermissions(
  sets: TeamPermissionSets | null | undefined,
  teamId: string | null | undefined,
): PermissionSet | undefined {
  if (!sets || !teamId) return undefined;
  return sets[teamId] ?? undefined;
}

/** The guard: all required keys true in the active team's set, or no set defined at all. */
export function canForTeam(
  sets: TeamPermissionSets | null | undefined,
  teamId: string | null | undefined,
  required: readonly PermissionKey[],
): boolean {
  return hasAllPermissions(resolveTeamPermissions(sets, teamId), required);
}

/** A complete set with every key at one value: the editor's "select all / none". */
export function uniformPermissionSet(value: boolean): Record<PermissionKey, boolean> {
  return Object.fromEntries(PERMISSION_KEYS.map((k) => [k, value])) as Record<PermissionKey, boolean>;
}
