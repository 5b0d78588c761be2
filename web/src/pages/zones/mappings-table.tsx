import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ZoneMappingView } from '#api/zones';
import { CARRIER_SERVICES } from '#domain/carriers/carrier-services.constants';

interface Props {
  mappings: readonly ZoneMappingView[];
  max?: number;
  loading: boolean;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (m: ZoneMappingView) => void;
  onRemove: (m: ZoneMappingView) => void;
  onMove: (index: number, by: -1 | 1) => void;
  csvActions: React.ReactNode;
  /** A shop's name (connected stores by name, `manual` as manual orders). */
  shopLabel: (shop: string) => string;
}

const serviceName = (code: string) => CARRIER_SERVICES.find((s) => s.service === code)?.name ?? code;
const short = (list: readonly string[]) =>
  (list.length > 4 ? `${list.slice(0, 4).join(', ')} +${list.length - 4}` : list.join(', ')) || '-';

/** The mappings in the order they are tried: the first that fits an order wins, so order is editable here. */
export function MappingsTable({
  mappings,
  max,
  loading,
  canEdit,
  onAdd,
  onEdit,
  onRemove,
  onMove,
  csvActions,
  shopLabel,
}: Props) {
  return (
    <Table<ZoneMappingView>
      items={[...mappings]}
      trackBy="id"
      loading={loading}
      loadingText="Loading zone mappings"
      header={
        <Header
          counter={max ? `(${mappings.length}/${max})` : undefined}
          description="Orders take the first mapping that names their shop and their ZIP or state; its service is preselected in the rates."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {csvActions}
              <Button variant="primary" disabled={!canEdit} onClick={onAdd}>
                Add mapping
              </Button>
            </SpaceBetween>
          }
        >
          Zone mappings
        </Header>
      }
      empty={
        <Box color="text-status-inactive">No zone mappings yet. Add one to preselect a service by destination.</Box>
      }
      columnDefinitions={[
        { id: 'order', header: 'Order', cell: (m) => mappings.indexOf(m) + 1, width: 80 },
        { id: 'name', header: 'Name', cell: (m) => m.displayName },
        { id: 'zipcodes', header: 'ZIP codes', cell: (m) => short(m.zipcodes) },
        { id: 'states', header: 'States', cell: (m) => short(m.states) },
        { id: 'carrier', header: 'Carrier', cell: (m) => m.carriers.join(', ') },
        { id: 'service', header: 'Service', cell: (m) => m.services.map(serviceName).join(', ') },
        { id: 'shops', header: 'Shops', cell: (m) => short(m.shops.map(shopLabel)) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (m) => {
            const index = mappings.indexOf(m);
            return (
              <ButtonDropdown
                variant="inline-icon"
                ariaLabel={`Actions for ${m.displayName}`}
                disabled={!canEdit}
                items={[
                  { id: 'up', text: 'Move up', disabled: index === 0 },
                  { id: 'down', text: 'Move down', disabled: index === mappings.length - 1 },
                  { id: 'edit', text: 'Edit' },
                  { id: 'delete', text: 'Delete' },
                ]}
                onItemClick={({ detail }) => {
                  if (detail.id === 'up') onMove(index, -1);
                  else if (detail.id === 'down') onMove(index, 1);
                  else if (detail.id === 'edit') onEdit(m);
                  else onRemove(m);
                }}
              />
            );
          },
        },
      ]}
    />
  );
}
