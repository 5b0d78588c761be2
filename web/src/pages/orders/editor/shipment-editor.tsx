import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { BoxResponse } from '#api/catalog';
import { declaredCoverageCents, fullCoveragePremiumCents } from '#domain/claims/coverage.rules';
import { formatCents } from '#domain/money/cents.rules';
import { WEIGHT_UNITS, type WeightUnit } from '#domain/units/units.rules';
import type { WeightContext } from '#domain/units/weight.rules';
import type { OrderLineResult } from '#web/api/orders-api';
import { SearchSelect, type SearchPageLoader } from '#web/components/search-select';
import { InternationalSettingsPanel, type ShipmentProfiles } from './international-settings-panel';
import { liveWeight, type LineValues, type ShipmentValues } from './order-form.values';

export interface ShipmentLookups {
  boxes: readonly BoxResponse[];
  products: SearchPageLoader<OrderLineResult>;
  packagings: SearchPageLoader<OrderLineResult>;
  htsCodes: SearchPageLoader<{ code: string; description: string }>;
  /** The account's dry ice as the weight math's "user's default" (orders §9). */
  weights?: WeightContext;
}

const UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: u }));

/** One shipment of the order editor (orders §3 Shipment): lines, box, weights, options, customs. */
export function ShipmentEditor({
  index,
  value,
  onChange,
  onRemove,
  lookups,
  international,
  profiles,
  coverageHint,
}: {
  index: number;
  value: ShipmentValues;
  /** "Added automatically: confidence score <band>" when the band added the coverage. */
  coverageHint?: string;
  onChange: (next: ShipmentValues) => void;
  onRemove?: () => void;
  lookups: ShipmentLookups;
  international: boolean;
  /** The account's international profiles, offered when the shipment is international. */
  profiles: ShipmentProfiles;
}) {
  const set = <K extends keyof ShipmentValues>(key: K, v: ShipmentValues[K]) => onChange({ ...value, [key]: v });
  const weight = liveWeight(value, lookups.boxes, lookups.weights);
  const box = lookups.boxes.find((b) => b.id === value.boxId);
  const n = index + 1;
  const premiumCents = fullCoveragePremiumCents(
    declaredCoverageCents({
      carrierInsuranceAmountActive: value.insuranceActive,
      carrierInsuranceAmount: value.insuranceAmount,
    }),
  );

  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            onRemove && (
              <Button onClick={onRemove} ariaLabel={`Remove shipment ${n}`}>
                Remove shipment
              </Button>
            )
          }
          description={`Calculated weight: ${weight.value} ${weight.unit}`}
        >
          Shipment {n}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <LinesEditor
          kind="Products"
          shipment={n}
          lines={value.products}
          onChange={(lines) => set('products', lines)}
          load={lookups.products}
        />
        <LinesEditor
          kind="Packagings"
          shipment={n}
          lines={value.packagings}
          onChange={(lines) => set('packagings', lines)}
          load={lookups.packagings}
        />
        <ColumnLayout columns={3}>
          <FormField label="Box">
            <Select
              ariaLabel={`Box of shipment ${n}`}
              placeholder="Choose a box"
              selectedOption={box ? { value: box.id, label: box.name } : null}
              options={lookups.boxes.map((b) => ({ value: b.id, label: b.name, description: describeBox(b) }))}
              empty="No boxes yet: add one under Boxes"
              filteringType="auto"
              onChange={(e) => set('boxId', e.detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="Weights">
            <RadioGroup
              value={value.weightsType}
              items={[
                { value: 'product', label: 'From products', description: 'Box, lines and dry ice' },
                { value: 'custom', label: 'Custom weight' },
              ]}
              onChange={(e) => set('weightsType', e.detail.value as ShipmentValues['weightsType'])}
            />
          </FormField>
          <SpaceBetween size="s">
            {value.weightsType === 'custom' && (
              <FormField label="Custom weight">
                <Input
                  type="number"
                  inputMode="decimal"
                  value={value.customWeight}
                  onChange={(e) => set('customWeight', e.detail.value)}
                />
              </FormField>
            )}
            <FormField label="Weight unit">
              <Select
                selectedOption={{ value: value.weightToShow, label: value.weightToShow }}
                options={UNIT_OPTIONS}
                onChange={(e) => set('weightToShow', e.detail.selectedOption.value as WeightUnit)}
              />
            </FormField>
            <Box variant="awsui-key-label">
              Calculated weight{' '}
              <Box variant="span" fontWeight="bold" data-testid={`shipment-${n}-weight`}>
                {weight.value} {weight.unit}
              </Box>
            </Box>
          </SpaceBetween>
        </ColumnLayout>
        <FormField label="Options">
          <ColumnLayout columns={3}>
            <SpaceBetween size="xs">
              <Checkbox checked={value.dryIceActive} onChange={(e) => set('dryIceActive', e.detail.checked)}>
                Dry ice
              </Checkbox>
              {value.dryIceActive && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Input
                    ariaLabel="Dry ice weight"
                    type="number"
                    inputMode="decimal"
                    value={value.dryIceWeight}
                    onChange={(e) => set('dryIceWeight', e.detail.value)}
                  />
                  <Select
                    ariaLabel="Dry ice unit"
                    selectedOption={{ value: value.dryIceUnit, label: value.dryIceUnit }}
                    options={UNIT_OPTIONS}
                    onChange={(e) => set('dryIceUnit', e.detail.selectedOption.value as WeightUnit)}
                  />
                </SpaceBetween>
              )}
            </SpaceBetween>
            <SpaceBetween size="xs">
              <Checkbox checked={value.insuranceActive} onChange={(e) => set('insuranceActive', e.detail.checked)}>
                Full coverage
              </Checkbox>
              {value.insuranceActive && (
                <Input
                  ariaLabel="Full coverage amount"
                  type="number"
                  inputMode="decimal"
                  value={value.insuranceAmount}
                  onChange={(e) => onChange({ ...value, insuranceAmount: e.detail.value, insuranceAutomatic: false })}
                />
              )}
              {value.insuranceActive && premiumCents > 0 && (
                <Box variant="small" data-testid="coverage-premium">
                  Premium {formatCents(premiumCents)}, charged with the label
                </Box>
              )}
              {coverageHint && (
                <Box variant="small" color="text-status-info" data-testid="coverage-hint">
                  {coverageHint}
                </Box>
              )}
            </SpaceBetween>
            <SpaceBetween size="xs">
              <Checkbox checked={value.saturdayDelivery} onChange={(e) => set('saturdayDelivery', e.detail.checked)}>
                Saturday delivery
              </Checkbox>
              <Checkbox
                checked={value.deliveryConfirmation}
                onChange={(e) => set('deliveryConfirmation', e.detail.checked)}
              >
                Delivery confirmation
              </Checkbox>
              <Checkbox checked={value.carbonNeutral} onChange={(e) => set('carbonNeutral', e.detail.checked)}>
                Carbon neutral
              </Checkbox>
            </SpaceBetween>
          </ColumnLayout>
        </FormField>
        {international && (
          <InternationalSettingsPanel
            shipment={n}
            value={value}
            onChange={onChange}
            htsCodes={lookups.htsCodes}
            profiles={profiles}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}

function describeBox(b: BoxResponse): string | undefined {
  const d = b.dimensions as { length?: number; width?: number; height?: number; units?: string } | undefined;
  return d?.length ? `${d.length}x${d.width}x${d.height} ${d.units ?? 'in'}` : undefined;
}

/** Product or packaging lines: search to add (infinite scroll), then quantity and price per line. */
function LinesEditor({
  kind,
  shipment,
  lines,
  onChange,
  load,
}: {
  kind: 'Products' | 'Packagings';
  shipment: number;
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  load: SearchPageLoader<OrderLineResult>;
}) {
  const singular = kind === 'Products' ? 'product' : 'packaging';
  const update = (i: number, patch: Partial<LineValues>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <FormField label={kind} stretch>
      <SpaceBetween size="xs">
        {lines.map((l, i) => (
          <ColumnLayout key={`${l.item._id ?? l.item.sku}-${i}`} columns={4} variant="text-grid">
            <Box>
              <Box fontWeight="bold">{l.item.title}</Box>
              <Box variant="small">{l.item.sku ? `SKU ${l.item.sku}` : ''}</Box>
            </Box>
            <FormField label="Quantity">
              <Input
                ariaLabel={`Quantity of ${l.item.title}`}
                type="number"
                value={l.quantity}
                onChange={(e) => update(i, { quantity: e.detail.value })}
              />
            </FormField>
            <FormField label="Price ($)">
              <Input
                ariaLabel={`Price of ${l.item.title}`}
                type="number"
                inputMode="decimal"
                value={l.price}
                onChange={(e) => update(i, { price: e.detail.value })}
              />
            </FormField>
            <Button
              variant="inline-link"
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
              ariaLabel={`Remove ${l.item.title}`}
            >
              Remove
            </Button>
          </ColumnLayout>
        ))}
        <SearchSelect
          load={load}
          ariaLabel={`Add ${singular} to shipment ${shipment}`}
          placeholder={`Add ${singular}`}
          selected={null}
          onChange={(o) =>
            onChange([
              ...lines,
              { item: o.item, quantity: '1', price: o.item.price === undefined ? '' : String(o.item.price) },
            ])
          }
        />
      </SpaceBetween>
    </FormField>
  );
}
