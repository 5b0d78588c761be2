import { useParams } from 'react-router-dom';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles from '@cloudscape-design/components/tiles';
import * as z from 'zod';
import { LINER_MATERIALS, LINER_THICKNESSES } from '#domain/boxes/box.schema';
import { PACKAGING_TYPES, packagingFormSchema } from '#domain/catalog/packaging-form.schema';
import { useApi } from '#web/api/api-context';
import { packagingsApi } from '#web/api/catalog-api';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '../commons/catalog-form';
import { ItemDimensionsFields, TextField } from '../commons/catalog-form-fields';
import { loadStartingUnits } from '../commons/starting-units';
import { useCatalogSave } from '../commons/use-catalog-save';
import {
  PACKAGING_TYPE_LABELS,
  emptyPackagingForm,
  packagingToFormValues,
  toPackagingRequest,
  type PackagingFormValues,
} from './packaging-form.values';

/** Checked by the API's own schema, applied to the body the form would send: the rule lives once. */
const validator = z.preprocess((v) => toPackagingRequest(v as PackagingFormValues), packagingFormSchema);

const TYPE_DESCRIPTIONS = {
  liner: 'Insulates the box; has a material and thickness.',
  coolant: 'Gel packs, ice packs and other coolants.',
  other: 'Anything else that goes in the box.',
};
const MATERIAL_OPTIONS = LINER_MATERIALS.map((m) => ({ value: m, label: m }));
const THICKNESS_OPTIONS = LINER_THICKNESSES.map((t) => ({ value: t, label: t }));

/** Create (`/packaging/create`) and edit (`/packaging/:packagingId/edit`), guarded by edit_packagings. */
export function PackagingFormPage() {
  const { packagingId } = useParams();
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="edit_packagings" what="packaging">
      <EntityFormLoader
        id={packagingId}
        what="packaging"
        empty={async () => emptyPackagingForm('liner', await loadStartingUnits(client))}
        load={async (id) => packagingToFormValues(await packagingsApi(client).get(id))}
      >
        {(initial) => <PackagingForm packagingId={packagingId} initial={initial} />}
      </EntityFormLoader>
    </CatalogFormGuard>
  );
}

function PackagingForm({ packagingId, initial }: { packagingId?: string; initial: PackagingFormValues }) {
  const { client } = useApi();
  const form = useSchemaForm(validator, initial);
  const { values, errors, setField } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/packaging' });
  const isEdit = Boolean(packagingId);
  const liner = values.packagingType === 'liner';

  const submit = () => {
    const api = packagingsApi(client);
    const body = toPackagingRequest(values);
    void save(
      () => (packagingId ? api.update(packagingId, body) : api.create(body)),
      `Packaging ${values.title.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.title}` : 'Create packaging'}
      submitLabel={isEdit ? 'Save changes' : 'Create packaging'}
      onSubmit={submit}
      {...frame}
    >
      <Container header={<Header variant="h2">Packaging</Header>}>
        <SpaceBetween size="l">
          <FormField label="Type" errorText={errors.packagingType} stretch>
            <Tiles
              value={values.packagingType}
              columns={3}
              items={PACKAGING_TYPES.map((t) => ({
                value: t,
                label: PACKAGING_TYPE_LABELS[t],
                description: TYPE_DESCRIPTIONS[t],
              }))}
              onChange={(e) => setField('packagingType', e.detail.value)}
            />
          </FormField>
          <ColumnLayout columns={3}>
            <TextField form={form} path="title" label="Title" value={values.title} />
            <TextField
              form={form}
              path="sku"
              label="SKU"
              value={values.sku}
              constraintText={values.packagingType === 'coolant' ? "A coolant's SKU may be Custom." : undefined}
            />
            <TextField
              form={form}
              path="price"
              label="Price"
              value={values.price}
              inputMode="decimal"
              description="In dollars."
            />
          </ColumnLayout>
          {liner && (
            <ColumnLayout columns={3}>
              <FormField label="Material" errorText={errors.material}>
                <Select
                  selectedOption={MATERIAL_OPTIONS.find((o) => o.value === values.material) ?? null}
                  options={MATERIAL_OPTIONS}
                  placeholder="Choose a material"
                  onChange={(e) => setField('material', e.detail.selectedOption.value)}
                />
              </FormField>
              <FormField label="Thickness" errorText={errors.thickness}>
                <Select
                  selectedOption={THICKNESS_OPTIONS.find((o) => o.value === values.thickness) ?? null}
                  options={THICKNESS_OPTIONS}
                  onChange={(e) => setField('thickness', e.detail.selectedOption.value)}
                />
              </FormField>
            </ColumnLayout>
          )}
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" description="Numbers of at least 0; weight under 150 lb.">
            Dimensions and weight
          </Header>
        }
      >
        <ItemDimensionsFields form={form} path="dimensions" values={values.dimensions} />
      </Container>
    </CatalogFormFrame>
  );
}
