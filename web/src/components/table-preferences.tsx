import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import type { TablePreferences } from '#web/lib/table-preferences';

/**
 * The table's preferences (Cloudscape's CollectionPreferences): page size, and which columns show in what order. The
 * values come from and go back to useTablePreferences, which keeps them per user.
 */
export function Preferences({
  preferences,
  onChange,
  pageSizes,
  plural,
  columns,
  columnFiltering = false,
}: {
  preferences: TablePreferences;
  onChange: (next: TablePreferences) => void;
  pageSizes: readonly number[];
  /** 'orders': the page size options read '20 orders'. */
  plural: string;
  columns: readonly CollectionPreferencesProps.ContentDisplayOption[];
  /** A search box over the column list, for tables with many columns. */
  columnFiltering?: boolean;
}) {
  return (
    <CollectionPreferences
      title="Preferences"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      preferences={preferences}
      onConfirm={({ detail }) =>
        onChange({
          pageSize: detail.pageSize ?? preferences.pageSize,
          contentDisplay: detail.contentDisplay ?? preferences.contentDisplay,
        })
      }
      pageSizePreference={{
        title: 'Page size',
        options: pageSizes.map((value) => ({ value, label: `${value} ${plural}` })),
      }}
      contentDisplayPreference={{
        title: 'Column preferences',
        options: [...columns],
        ...(columnFiltering ? { enableColumnFiltering: true } : {}),
      }}
    />
  );
}
