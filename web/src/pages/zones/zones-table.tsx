import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { ZoneView } from '#api/zones';

interface Props {
  zones: readonly ZoneView[];
  loading: boolean;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (z: ZoneView) => void;
  onRemove: (z: ZoneView) => void;
}

/** The account's zones: named groups of countries and regions. */
export function ZonesTable({ zones, loading, canEdit, onAdd, onEdit, onRemove }: Props) {
  return (
    <Table<ZoneView>
      items={[...zones]}
      trackBy="id"
      loading={loading}
      loadingText="Loading zones"
      header={
        <Header
          counter={`(${zones.length})`}
          actions={
            <Button disabled={!canEdit} onClick={onAdd}>
              Add zone
            </Button>
          }
        >
          Zones
        </Header>
      }
      empty={<Box color="text-status-inactive">No zones yet.</Box>}
      columnDefinitions={[
        { id: 'zone', header: 'Zone', cell: (z) => z.zone },
        { id: 'countries', header: 'Countries', cell: (z) => z.countries.join(', ') || '-' },
        { id: 'regions', header: 'Regions', cell: (z) => z.regions.join(', ') || '-' },
        {
          id: 'actions',
          header: 'Actions',
          cell: (z) => (
            <ButtonDropdown
              variant="inline-icon"
              ariaLabel={`Actions for ${z.zone}`}
              disabled={!canEdit}
              items={[
                { id: 'edit', text: 'Edit' },
                { id: 'delete', text: 'Delete' },
              ]}
              onItemClick={({ detail }) => (detail.id === 'edit' ? onEdit(z) : onRemove(z))}
            />
          ),
        },
      ]}
    />
  );
}
