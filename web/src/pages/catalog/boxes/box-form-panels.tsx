import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { PackagingResponse } from '#api/catalog';
import { formatDollars } from '#domain/money/cents.rules';
import { SideFields, TextField, UnitSelect, type FieldBinding } from '../commons/catalog-form-fields';
import { LENGTH_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../commons/item-dimensions.values';
import { packagingAsBoxPart, type boxDerived, type BoxFormValues } from './box-form.values';

/** What every panel of the box form gets: the form's values and its field binding. */
export interface BoxPanelProps {
  form: FieldBinding & { values: BoxFormValues };
}

/** A switch bound to a boolean field of the box form. */
export function BoxToggle({
  form,
  path,
  checked,
  label,
  description,
}: BoxPanelProps & { path: string; checked: boolean; label: string; description?: string }) {
  return (
    <Toggle checked={checked} onChange={(e) => form.setField(path, e.detail.checked)} description={description}>
      {label}
    </Toggle>
  );
}

/** Name, cost, item limit, whether it is the default box, and the carrier package it stands for. */
export function BoxNamePanel({ form }: BoxPanelProps) {
  const { values } = form;
  return (
    <Container header={<Header variant="h2">Box</Header>}>
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <TextField form={form} path="name" label="Name" value={values.name} />
          <TextField
            form={form}
            path="cost"
            label="Cost"
            value={values.cost}
            inputMode="decimal"
            description="In dollars."
          />
          <TextField
            form={form}
            path="maxItemsAllowed"
            label="Max items allowed - optional"
            value={values.maxItemsAllowed}
            inputMode="numeric"
          />
        </ColumnLayout>
        <BoxToggle
          form={form}
          path="default"
          checked={values.default}
          label="Default box"
          description="New shipments use the default box."
        />
        {values.carrierPackage && (
          <KeyValuePairs
            columns={2}
            items={[
              { label: 'Carrier package', value: `${values.carrierPackage.carrier} ${values.carrierPackage.name}` },
            ]}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}

/** Outside sides and unit, and the inside sides when packing goes by them. */
export function BoxDimensionsPanel({ form }: BoxPanelProps) {
  const { values } = form;
  return (
    <Container
      header={
        <Header variant="h2" description="Sides greater than 0 and at most 108 in.">
          Dimensions
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={4}>
          <SideFields form={form} path="dimensions" values={values.dimensions} />
          <UnitSelect
            form={form}
            path="dimensions.units"
            label="Length unit"
            value={values.dimensions.units}
            options={LENGTH_UNIT_OPTIONS}
          />
        </ColumnLayout>
        <BoxToggle
          form={form}
          path="useInternalDimensions"
          checked={values.useInternalDimensions}
          label="Use internal dimensions"
          description="Pack by the space inside the box (walls and liner take room)."
        />
        {values.useInternalDimensions && (
          <SpaceBetween size="m">
            <ColumnLayout columns={4}>
              <SideFields
                form={form}
                path="internalDimensions"
                values={values.internalDimensions}
                labelPrefix="Internal"
              />
            </ColumnLayout>
            <Checkbox
              checked={values.internalDimensions.manualDimensions}
              onChange={(e) => form.setField('internalDimensions.manualDimensions', e.detail.checked)}
            >
              Internal dimensions entered by hand
            </Checkbox>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** The empty box's weight, the weight it may carry, and whether it is a letter. */
export function BoxWeightPanel({ form }: BoxPanelProps) {
  const { values } = form;
  return (
    <Container
      header={
        <Header variant="h2" description="The empty box's weight, at most 150 lb.">
          Weight
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={4}>
          <TextField form={form} path="weight.value" label="Weight" value={values.weight.value} inputMode="decimal" />
          <UnitSelect
            form={form}
            path="weight.units"
            label="Weight unit"
            value={values.weight.units}
            options={WEIGHT_UNIT_OPTIONS}
          />
          <TextField
            form={form}
            path="weight.maxWeightAllowed"
            label="Max weight allowed - optional"
            value={values.weight.maxWeightAllowed}
            inputMode="decimal"
            description={`In ${values.weight.units}.`}
          />
        </ColumnLayout>
        <BoxToggle
          form={form}
          path="weight.manualWeight"
          checked={values.weight.manualWeight}
          label="Weight entered by hand"
        />
        <BoxToggle
          form={form}
          path="isLetter"
          checked={values.isLetter}
          label="Letter package"
          description="A letter package may not weigh over 1 lb."
        />
      </SpaceBetween>
    </Container>
  );
}

/** Dry ice, and the liner and coolant chosen from the packaging list. */
export function BoxCoolingPanel({ form, packagings }: BoxPanelProps & { packagings: PackagingResponse[] | null }) {
  const { values } = form;
  return (
    <Container header={<Header variant="h2">Dry ice, liner and coolant</Header>}>
      <SpaceBetween size="l">
        <BoxToggle form={form} path="hasDryIce" checked={values.hasDryIce} label="Ships with dry ice" />
        {values.hasDryIce && (
          <ColumnLayout columns={4}>
            <TextField
              form={form}
              path="dryIceWeight"
              label="Dry ice weight"
              value={values.dryIceWeight}
              inputMode="decimal"
            />
            <UnitSelect
              form={form}
              path="dryIceWeightUnit"
              label="Dry ice unit"
              value={values.dryIceWeightUnit}
              options={WEIGHT_UNIT_OPTIONS}
            />
          </ColumnLayout>
        )}
        <BoxToggle form={form} path="hasLiner" checked={values.hasLiner} label="Has a liner" />
        {values.hasLiner && (
          <PackagingPartSelect
            label="Liner"
            type="liner"
            packagings={packagings}
            current={values.liner?.title ?? null}
            errorText={form.errors.liner}
            onChoose={(p) => form.setField('liner', packagingAsBoxPart(p))}
          />
        )}
        <BoxToggle form={form} path="hasIcePack" checked={values.hasIcePack} label="Has a coolant" />
        {values.hasIcePack && (
          <PackagingPartSelect
            label="Coolant"
            type="coolant"
            packagings={packagings}
            current={values.coolant?.title ?? null}
            errorText={form.errors.coolant}
            onChoose={(p) => form.setField('coolant', packagingAsBoxPart(p))}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}

/** Whether and how the box packing algorithm may use this box. */
export function BoxPackingPanel({ form }: BoxPanelProps) {
  const { values } = form;
  return (
    <Container header={<Header variant="h2">Box packing</Header>}>
      <SpaceBetween size="s">
        <BoxToggle
          form={form}
          path="useInBoxPackingAlgo"
          checked={values.useInBoxPackingAlgo}
          label="Use in the box packing algorithm"
        />
        <BoxToggle
          form={form}
          path="useInBoxPackingAlgoQty"
          checked={values.useInBoxPackingAlgoQty}
          label="Respect max items allowed when packing"
        />
        <BoxToggle
          form={form}
          path="useInBoxPackingAlgoWeight"
          checked={values.useInBoxPackingAlgoWeight}
          label="Respect max weight allowed when packing"
        />
      </SpaceBetween>
    </Container>
  );
}

/** Volume and weights computed as the box will be saved. */
export function BoxCalculatedPanel({ form, derived }: BoxPanelProps & { derived: ReturnType<typeof boxDerived> }) {
  const units = form.values.dimensions.units;
  return (
    <Container
      header={
        <Header variant="h2" description="Computed as the box will be saved.">
          Calculated
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Volume', value: derived ? `${derived.volume} ${units}³` : '-' },
          {
            label: 'Internal volume',
            value: derived?.internalVolume != null ? `${derived.internalVolume} ${units}³` : '-',
          },
          {
            label: 'Box weight',
            value: derived
              ? `${derived.calculatedWeights.pounds} lb · ${derived.calculatedWeights.kilograms} kg · ${derived.calculatedWeights.ounces} oz`
              : '-',
          },
          { label: 'With dry ice, liner and coolant', value: derived ? `${derived.packedPounds} lb` : '-' },
        ]}
      />
    </Container>
  );
}

function PackagingPartSelect({
  label,
  type,
  packagings,
  current,
  errorText,
  onChoose,
}: {
  label: string;
  type: 'liner' | 'coolant';
  packagings: PackagingResponse[] | null;
  current: string | null;
  errorText?: string;
  onChoose: (p: PackagingResponse) => void;
}) {
  const choices = (packagings ?? []).filter((p) => p.packagingType === type);
  const options = choices.map((p) => ({
    value: p._id,
    label: p.title,
    description: [p.sku && `SKU ${p.sku}`, p.material, p.thickness, formatDollars(p.price)].filter(Boolean).join(' · '),
  }));
  const selected =
    current === null ? null : (options.find((o) => o.label === current) ?? { value: '', label: current });
  return (
    <FormField
      label={label}
      errorText={errorText}
      description={`Choose from your packaging; add ${type}s on the Packaging page.`}
    >
      <Select
        selectedOption={selected}
        options={options}
        placeholder={`Choose a ${type}`}
        statusType={packagings ? 'finished' : 'loading'}
        loadingText="Loading packaging"
        empty={`No ${type}s yet`}
        filteringType="auto"
        onChange={(e) => {
          const p = choices.find((c) => c._id === e.detail.selectedOption.value);
          if (p) onChoose(p);
        }}
      />
    </FormField>
  );
}
