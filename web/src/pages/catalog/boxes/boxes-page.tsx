import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { BoxResponse } from '#api/catalog';
import { round4 } from '#domain/units/units.rules';
import { formatDollars } from '#domain/money/cents.rules';
import { boxesApi } from '#web/api/catalog-api';
import { PermissionGuard } from '#web/components/permission-guard';
import { RouterLink } from '#web/components/router-link';
import { useCatalogList } from '../commons/use-catalog-list';
import { textProperty, updatedAtColumn } from '../commons/catalog-columns';
import { CatalogTable } from '../commons/catalog-table';
import { formatDimensions } from '../commons/item-dimensions.values';
import { asStoredBox, type StoredBoxResponse } from './box-form.values';
import { BoxPresetsModal } from './box-presets-modal';

export const editBoxHref = (id: string) => `/boxes/${encodeURIComponent(id)}/edit`;

/** A table row: the stored box plus the flat fields the property filter matches on. */
export interface BoxRow extends StoredBoxResponse {
  linerTitle: string;
  coolantTitle: string;
  carrier: string;
  volume: number;
  weightValue: number;
}

const toRow = (b: StoredBoxResponse): BoxRow => ({
  ...b,
  linerTitle: b.hasLiner ? (b.liner?.title ?? '') : '',
  coolantTitle: b.hasIcePack ? (b.coolant?.title ?? '') : '',
  carrier: b.carrierPackage?.carrier ?? '',
  volume: b.dimensions.volume ?? 0,
  weightValue: b.calculatedWeights?.pounds ?? b.weight.value,
});

/** The stored box (its old shape read as today's) as a table row. */
const toBoxRow = (b: BoxResponse): BoxRow => toRow(asStoredBox(b));

const yesNo = (flag: boolean | undefined) => (flag ? 'Yes' : 'No');

const COLUMNS: TableProps.ColumnDefinition<BoxRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (b) => <RouterLink href={editBoxHref(b.id)}>{b.name}</RouterLink>,
    sortingField: 'name',
    isRowHeader: true,
    width: 220,
    minWidth: 160,
  },
  {
    id: 'default',
    header: 'Default',
    cell: (b) => (b.default ? <Badge color="blue">Default</Badge> : null),
    sortingComparator: (a, b) => Number(b.default) - Number(a.default),
    width: 100,
  },
  { id: 'dimensions', header: 'Dimensions', cell: (b) => formatDimensions(b.dimensions), width: 170 },
  {
    id: 'internalDimensions',
    header: 'Internal dimensions',
    cell: (b) =>
      b.useInternalDimensions && b.internalDimensions
        ? formatDimensions({ ...b.internalDimensions, units: b.dimensions.units })
        : '-',
    width: 180,
  },
  {
    id: 'volume',
    header: 'Volume',
    cell: (b) => `${round4(b.volume)} ${b.dimensions.units}³`,
    sortingField: 'volume',
    width: 120,
  },
  {
    id: 'weight',
    header: 'Weight',
    cell: (b) => `${b.weight.value} ${b.weight.units}`,
    sortingField: 'weightValue',
    width: 110,
  },
  {
    id: 'maxWeightAllowed',
    header: 'Max weight',
    cell: (b) => (b.weight.maxWeightAllowed ? `${b.weight.maxWeightAllowed} ${b.weight.units}` : '-'),
    width: 120,
  },
  { id: 'cost', header: 'Cost', cell: (b) => formatDollars(b.cost), sortingField: 'cost', width: 100 },
  {
    id: 'dryIce',
    header: 'Dry ice',
    cell: (b) => (b.hasDryIce ? `${b.dryIceWeight} ${b.dryIceWeightUnit}` : '-'),
    width: 100,
  },
  { id: 'liner', header: 'Liner', cell: (b) => b.linerTitle || '-', sortingField: 'linerTitle' },
  { id: 'coolant', header: 'Coolant', cell: (b) => b.coolantTitle || '-', sortingField: 'coolantTitle' },
  { id: 'packing', header: 'Box packing', cell: (b) => (b.useInBoxPackingAlgo ? 'Used' : '-'), width: 120 },
  { id: 'maxItemsAllowed', header: 'Max items', cell: (b) => b.maxItemsAllowed ?? '-', width: 100 },
  {
    id: 'carrier',
    header: 'Carrier package',
    cell: (b) => (b.carrierPackage ? `${b.carrierPackage.carrier} ${b.carrierPackage.name}` : '-'),
    sortingField: 'carrier',
  },
  { id: 'isLetter', header: 'Letter', cell: (b) => yesNo(b.isLetter), width: 90 },
  updatedAtColumn<BoxRow>(),
];

const FILTERING = [
  textProperty('name', 'Name', 'Names'),
  textProperty('linerTitle', 'Liner', 'Liners'),
  textProperty('coolantTitle', 'Coolant', 'Coolants'),
  textProperty('carrier', 'Carrier', 'Carriers'),
];

/** Boxes (orders §3 Box) and the ready-made presets of orders §9, guarded by edit_boxes. */
export function BoxesPage() {
  const { api, table } = useCatalogList(boxesApi, toBoxRow);
  const [addingPresets, setAddingPresets] = useState(false);

  return (
    <>
      <CatalogTable<BoxRow>
        tableId="boxes"
        singular="box"
        plural="boxes"
        title="Boxes"
        description="The boxes you pack into, with their liner, coolant and dry ice. The default box is used for new shipments."
        {...table}
        columns={COLUMNS}
        hiddenByDefault={['maxWeightAllowed', 'maxItemsAllowed', 'carrier', 'isLetter', 'updatedAt', 'packing']}
        filteringProperties={FILTERING}
        editPermission="edit_boxes"
        createHref="/boxes/create"
        editHref={(b) => editBoxHref(b.id)}
        nameOf={(b) => b.name}
        remove={(b) => api.remove(b.id)}
        emptyText="Create a box, or add the default boxes and carrier packages."
        extraActions={
          <PermissionGuard required={['edit_boxes']}>
            <Button onClick={() => setAddingPresets(true)}>Add presets</Button>
          </PermissionGuard>
        }
      />
      {addingPresets && (
        <BoxPresetsModal
          existingNames={table.rows.map((r) => r.name)}
          onClose={() => setAddingPresets(false)}
          onAdded={table.reload}
        />
      )}
    </>
  );
}
