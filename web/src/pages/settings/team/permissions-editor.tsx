import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PERMISSION_TREE, type PermissionKey, type PermissionSet } from '#domain/permissions/permission-keys';
import {
  PERMISSION_DISPLAY_NAMES,
  permissionKeysOf,
  type PermissionGroup,
} from '#domain/permissions/team-permissions.rules';

const GROUP_NAMES: Record<PermissionGroup, string> = {
  orders: 'Orders',
  preset_options: 'Preset options',
  billing: 'Billing',
  claims: 'Claims',
  settings: 'Settings',
  other: 'Other',
};

/** "edit_payments" → "Edit payments"; the spec's display names where it gives one (Full Coverage). */
export const permissionLabel = (key: PermissionKey) =>
  PERMISSION_DISPLAY_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** The permission key hierarchy (accounts §6) as groups of checkboxes, each group with "all". */
export function PermissionsEditor({
  value,
  onChange,
}: {
  value: PermissionSet;
  onChange: (value: PermissionSet) => void;
}) {
  const set = (keys: readonly PermissionKey[], on: boolean) =>
    onChange({ ...value, ...Object.fromEntries(keys.map((k) => [k, on])) });
  return (
    <SpaceBetween size="xs">
      {(Object.keys(PERMISSION_TREE) as PermissionGroup[]).map((group) => {
        const keys = permissionKeysOf(group);
        const on = keys.filter((k) => value[k] === true).length;
        return (
          <ExpandableSection
            key={group}
            variant="container"
            defaultExpanded
            headerText={GROUP_NAMES[group]}
            headerCounter={`(${on} of ${keys.length})`}
          >
            <SpaceBetween size="xs">
              <Checkbox
                checked={on === keys.length}
                indeterminate={on > 0 && on < keys.length}
                onChange={(e) => set(keys, e.detail.checked)}
              >
                All of {GROUP_NAMES[group].toLowerCase()}
              </Checkbox>
              <ColumnLayout columns={3}>
                {keys.map((key) => (
                  <Checkbox key={key} checked={value[key] === true} onChange={(e) => set([key], e.detail.checked)}>
                    {permissionLabel(key)}
                  </Checkbox>
                ))}
              </ColumnLayout>
            </SpaceBetween>
          </ExpandableSection>
        );
      })}
    </SpaceBetween>
  );
}
