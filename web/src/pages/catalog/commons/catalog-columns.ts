import type { PropertyFilterProperty } from '@cloudscape-design/collection-hooks';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TablePreferences } from '#web/lib/table-preferences';
import { formatDimensions, formatWeight } from './item-dimensions.values';

/** "10/20/50 in other lists" (orders §2). */
export const CATALOG_PAGE_SIZES = [10, 20, 50] as const;

// Text operators of the spec's lists (contains, notContains, equals, notEqual, startsWith);
// Cloudscape's property filter has no endsWith operator.
const TEXT_OPERATORS = [':', '!:', '=', '!=', '^'] as const;

type Measured = {
  dimensions: Parameters<typeof formatDimensions>[0] & { weight?: Parameters<typeof formatWeight>[0] };
};

/** The weight and dimensions columns every catalog item with dimensions shows. */
export function measureColumns<T extends Measured>(): TableProps.ColumnDefinition<T>[] {
  return [
    { id: 'weight', header: 'Weight', cell: (p) => formatWeight(p.dimensions.weight), width: 110 },
    { id: 'dimensions', header: 'Dimensions', cell: (p) => formatDimensions(p.dimensions), width: 170 },
  ];
}

/** The last column of every catalog table: when the item last changed, in the browser's locale. */
export function updatedAtColumn<T extends { updatedAt: string }>(): TableProps.ColumnDefinition<T> {
  return {
    id: 'updatedAt',
    header: 'Last updated',
    cell: (p) => new Date(p.updatedAt).toLocaleString(),
    sortingField: 'updatedAt',
  };
}

export const textProperty = (key: string, propertyLabel: string, groupValuesLabel: string): PropertyFilterProperty => ({
  key,
  propertyLabel,
  groupValuesLabel,
  operators: [...TEXT_OPERATORS],
});

/** Column chooser options and default preferences from the column list (first column always shown). */
export function tableSettings<T>(
  columns: readonly TableProps.ColumnDefinition<T>[],
  hiddenByDefault: readonly string[],
) {
  const hidden = new Set(hiddenByDefault);
  const contentDisplayOptions: CollectionPreferencesProps.ContentDisplayOption[] = columns.map((c, i) => ({
    id: c.id!,
    label: String(c.header),
    alwaysVisible: i === 0,
  }));
  const defaults: TablePreferences = {
    pageSize: 20,
    contentDisplay: columns.map((c) => ({ id: c.id!, visible: !hidden.has(c.id!) })),
  };
  return { contentDisplayOptions, defaults };
}
