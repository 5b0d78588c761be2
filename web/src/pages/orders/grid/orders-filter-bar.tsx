import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import PropertyFilter from '@cloudscape-design/components/property-filter';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DatePresetPicker } from '#web/components/date-preset-picker';
import { LoadErrorAlert } from '#web/components/load-error-alert';
import { FILTERING_GROUPS, FILTERING_PROPERTIES, filteringOptions } from './filtering-properties';
import { ORDER_VIEWS, type OrderView } from './order-filter-tokens';
import type { OrderFilterControls } from './use-order-filters';
import type { SeenValues } from './use-orders-query';
import type { SavedFilters } from './use-saved-filters';

/** The grid's filters (orders §2, §5): view, order date, saved filters, and the property filter. */
export function OrdersFilterBar({
  controls,
  saved,
  seen,
  error,
  onRetry,
  showLate = false,
}: {
  controls: OrderFilterControls;
  saved: SavedFilters;
  seen: SeenValues;
  error: string | null;
  onRetry: () => void;
  /** Offer the Late warning in the filter (accounts §6 gates). */
  showLate?: boolean;
}) {
  const applied = saved.applied;
  return (
    <SpaceBetween size="s">
      {error && <LoadErrorAlert header="Could not load orders" error={error} onRetry={onRetry} />}
      <SpaceBetween direction="horizontal" size="s" alignItems="end">
        <FormField label="View">
          <SegmentedControl
            selectedId={controls.view}
            label="View"
            options={ORDER_VIEWS.map((v) => ({ id: v.id, text: v.text }))}
            onChange={(e) => controls.setView(e.detail.selectedId as OrderView)}
          />
        </FormField>
        <FormField label="Order date">
          <DatePresetPicker value={controls.dateValue} onChange={controls.setDateValue} />
        </FormField>
        <FormField label="Saved filter">
          <Select
            placeholder="Choose a saved filter"
            selectedOption={applied ? { value: applied.filterId, label: applied.name } : null}
            options={saved.items.map((f) => ({ value: f.filterId, label: f.name }))}
            empty="No saved filters"
            onChange={(e) => saved.apply(saved.items.find((f) => f.filterId === e.detail.selectedOption.value))}
          />
        </FormField>
        <Button onClick={saved.openDialog}>Save filter</Button>
        <Button disabled={!applied} onClick={() => void saved.remove()}>
          Delete filter
        </Button>
        <Button variant="link" disabled={!controls.filtered} onClick={saved.clear}>
          Reset filters
        </Button>
      </SpaceBetween>
      <PropertyFilter
        query={controls.query}
        onChange={(e) => {
          controls.setQuery(e.detail);
          saved.detach();
        }}
        filteringProperties={FILTERING_PROPERTIES}
        filteringOptions={filteringOptions(seen, showLate)}
        customGroupsText={FILTERING_GROUPS}
        filteringPlaceholder="Filter orders by status, fulfillment, printed, warnings, tags, batch or a text column"
        disableFreeTextFiltering
        hideOperations
        expandToViewport
      />
    </SpaceBetween>
  );
}
