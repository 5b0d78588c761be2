import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { InternationalProfileView } from '#api/international';
import { CONTENT_TYPE_LABELS, NON_DELIVERY_LABELS } from '#domain/constants/customs.constants';
import { TableEmptyState } from '#web/components/table-states';

/** The profiles with the default marked; one selected row can be edited or deleted. */
export function InternationalProfilesTable({
  profiles,
  loading,
  selected,
  onSelect,
  onCreate,
  onEdit,
  onDelete,
}: {
  profiles: readonly InternationalProfileView[];
  loading: boolean;
  selected: InternationalProfileView | null;
  onSelect: (p: InternationalProfileView | null) => void;
  onCreate: () => void;
  onEdit: (p: InternationalProfileView) => void;
  onDelete: (p: InternationalProfileView) => void;
}) {
  return (
    <Table
      items={[...profiles]}
      loading={loading}
      loadingText="Loading profiles"
      trackBy="id"
      selectionType="single"
      selectedItems={selected ? [selected] : []}
      onSelectionChange={(e) => onSelect(e.detail.selectedItems[0] ?? null)}
      ariaLabels={{ itemSelectionLabel: (_s, p) => p.profileName, selectionGroupLabel: 'Profiles' }}
      header={
        <Header
          counter={`(${profiles.length})`}
          description="Customs details a new international shipment starts from; the default fills it."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={!selected} onClick={() => selected && onDelete(selected)}>
                Delete
              </Button>
              <Button disabled={!selected} onClick={() => selected && onEdit(selected)}>
                Edit
              </Button>
              <Button variant="primary" onClick={onCreate}>
                Create profile
              </Button>
            </SpaceBetween>
          }
        >
          Profiles
        </Header>
      }
      columnDefinitions={[
        {
          id: 'name',
          header: 'Name',
          cell: (p) => (
            <SpaceBetween direction="horizontal" size="xs">
              <span>{p.profileName}</span>
              {p.isDefault && <Badge color="blue">Default</Badge>}
            </SpaceBetween>
          ),
        },
        { id: 'description', header: 'Description', cell: (p) => p.description || '-' },
        {
          id: 'contentType',
          header: 'Content type',
          cell: (p) => (p.contentType ? CONTENT_TYPE_LABELS[p.contentType] : '-'),
        },
        {
          id: 'nonDelivery',
          header: 'Non-delivery',
          cell: (p) => (p.nonDelivery ? NON_DELIVERY_LABELS[p.nonDelivery] : '-'),
        },
        { id: 'hts', header: 'HTS code', cell: (p) => p.htsCode.label || p.htsCode.value },
        { id: 'quantity', header: 'Quantity', cell: (p) => p.quantity ?? '-' },
        { id: 'origin', header: 'Country of origin', cell: (p) => p.countryOfOrigin || '-' },
      ]}
      empty={
        <TableEmptyState
          title="No international profiles"
          description="Create one to fill the customs details of international shipments."
          action={<Button onClick={onCreate}>Create profile</Button>}
        />
      }
    />
  );
}
