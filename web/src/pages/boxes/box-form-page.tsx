import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import * as z from 'zod';
import type { PackagingResponse } from '#api/catalog';
import { boxRequestSchema } from '#domain/boxes/box-request.schema';
import { formatDollars } from '#domain/money/cents.rules';
import { useApi } from '../../api/api-context';
import { boxesApi, packagingsApi } from '../../api/catalog-api';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import {
  CatalogFormFrame,
  CatalogFormGuard,
  EntityFormLoader,
  TextField,
  UnitSelect,
  loadStartingUnits,
  useCatalogSave,
} from '../commons/catalog-form';
import { LENGTH_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../commons/item-dimensions.values';
import {
  asStoredBox,
  boxDerived,
  boxToFormValues,
  emptyBoxForm,
  packagingAsBoxPart,
  toBoxRequest,
  type BoxFormValues,
} from './box-form.values';

/** Checked by the API's own schema, applied to the body the form would send (GUIDE §3.3). */
const validator = z.preprocess((v) => toBoxRequest(v as BoxFormValues), boxRequestSchema);

/** Create (`/boxes/create`) and edit (`/boxes/:boxId/edit`), guarded by edit_boxes. */
export function BoxFormPage() {
  const { boxId } = useParams();
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="edit_boxes" what="boxes">
      <EntityFormLoader
        id={boxId}
        what="box"
        empty={async () => emptyBoxForm(await loadStartingUnits(client))}
        load={async (id) => boxToFormValues(asStoredBox(await boxesApi(client).get(id)))}
      >
        {(initial) => <BoxForm boxId={boxId} initial={initial} />}
      </EntityFormLoader>
    </CatalogFormGuard>
  );
}

function BoxForm({ boxId, initial }: { boxId?: string; initial: BoxFormValues }) {
  const { client } = useApi();
  const form = useSchemaForm(validator, initial);
  const { values, setField } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/boxes' });
  const isEdit = Boolean(boxId);
  const derived = useMemo(() => boxDerived(values), [values]);
  const packagings = usePackagings();
  const units = values.dimensions.units;

  const submit = () => {
    const api = boxesApi(client);
    const body = toBoxRequest(values);
    void save(
      () => (boxId ? api.update(boxId, body) : api.create(body)),
      `Box ${values.name.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  const toggle = (path: string, checked: boolean, label: string, description?: string) => (
    <Toggle checked={checked} onChange={(e) => setField(path, e.detail.checked)} description={description}>
      {label}
    </Toggle>
  );

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.name}` : 'Create box'}
      submitLabel={isEdit ? 'Save changes' : 'Create box'}
      onSubmit={submit}
      {...frame}
    >
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
          {toggle('default', values.default, 'Default box', 'New shipments use the default box.')}
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

      <Container
        header={
          <Header variant="h2" description="Sides greater than 0 and at most 108 in.">
            Dimensions
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ColumnLayout columns={4}>
            <TextField
              form={form}
              path="dimensions.length"
              label="Length"
              value={values.dimensions.length}
              inputMode="decimal"
            />
            <TextField
              form={form}
              path="dimensions.width"
              label="Width"
              value={values.dimensions.width}
              inputMode="decimal"
            />
            <TextField
              form={form}
              path="dimensions.height"
              label="Height"
              value={values.dimensions.height}
              inputMode="decimal"
            />
            <UnitSelect
              form={form}
              path="dimensions.units"
              label="Length unit"
              value={units}
              options={LENGTH_UNIT_OPTIONS}
            />
          </ColumnLayout>
          {toggle(
            'useInternalDimensions',
            values.useInternalDimensions,
            'Use internal dimensions',
            'Pack by the space inside the box (walls and liner take room).',
          )}
          {values.useInternalDimensions && (
            <SpaceBetween size="m">
              <ColumnLayout columns={4}>
                <TextField
                  form={form}
                  path="internalDimensions.length"
                  label="Internal length"
                  value={values.internalDimensions.length}
                  inputMode="decimal"
                />
                <TextField
                  form={form}
                  path="internalDimensions.width"
                  label="Internal width"
                  value={values.internalDimensions.width}
                  inputMode="decimal"
                />
                <TextField
                  form={form}
                  path="internalDimensions.height"
                  label="Internal height"
                  value={values.internalDimensions.height}
                  inputMode="decimal"
                />
              </ColumnLayout>
              <Checkbox
                checked={values.internalDimensions.manualDimensions}
                onChange={(e) => setField('internalDimensions.manualDimensions', e.detail.checked)}
              >
                Internal dimensions entered by hand
              </Checkbox>
            </SpaceBetween>
          )}
        </SpaceBetween>
      </Container>

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
          {toggle('weight.manualWeight', values.weight.manualWeight, 'Weight entered by hand')}
          {toggle('isLetter', values.isLetter, 'Letter package', 'A letter package may not weigh over 1 lb.')}
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Dry ice, liner and coolant</Header>}>
        <SpaceBetween size="l">
          {toggle('hasDryIce', values.hasDryIce, 'Ships with dry ice')}
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
          {toggle('hasLiner', values.hasLiner, 'Has a liner')}
          {values.hasLiner && (
            <PackagingPartSelect
              label="Liner"
              type="liner"
              packagings={packagings}
              current={values.liner?.title ?? null}
              errorText={form.errors.liner}
              onChoose={(p) => setField('liner', packagingAsBoxPart(p))}
            />
          )}
          {toggle('hasIcePack', values.hasIcePack, 'Has a coolant')}
          {values.hasIcePack && (
            <PackagingPartSelect
              label="Coolant"
              type="coolant"
              packagings={packagings}
              current={values.coolant?.title ?? null}
              errorText={form.errors.coolant}
              onChoose={(p) => setField('coolant', packagingAsBoxPart(p))}
            />
          )}
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">Box packing</Header>}>
        <SpaceBetween size="s">
          {toggle('useInBoxPackingAlgo', values.useInBoxPackingAlgo, 'Use in the box packing algorithm')}
          {toggle('useInBoxPackingAlgoQty', values.useInBoxPackingAlgoQty, 'Respect max items allowed when packing')}
          {toggle(
            'useInBoxPackingAlgoWeight',
            values.useInBoxPackingAlgoWeight,
            'Respect max weight allowed when packing',
          )}
        </SpaceBetween>
      </Container>

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
    </CatalogFormFrame>
  );
}

/** The account's packagings, for choosing a box's liner and coolant. */
function usePackagings(): PackagingResponse[] | null {
  const { client } = useApi();
  const [items, setItems] = useState<PackagingResponse[] | null>(null);
  useEffect(() => {
    let active = true;
    packagingsApi(client)
      .list()
      .then((p) => active && setItems(p))
      .catch(() => active && setItems([]));
    return () => {
      active = false;
    };
  }, [client]);
  return items;
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
