import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import * as z from 'zod';
import { boxRequestSchema } from '#domain/boxes/box-request.schema';
import { useApi } from '#web/api/api-context';
import { boxesApi } from '#web/api/catalog-api';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '../commons/catalog-form';
import { loadStartingUnits } from '../commons/starting-units';
import { useCatalogSave } from '../commons/use-catalog-save';
import {
  BoxCalculatedPanel,
  BoxCoolingPanel,
  BoxDimensionsPanel,
  BoxNamePanel,
  BoxPackingPanel,
  BoxWeightPanel,
} from './box-form-panels';
import {
  asStoredBox,
  boxDerived,
  boxToFormValues,
  emptyBoxForm,
  toBoxRequest,
  type BoxFormValues,
} from './box-form.values';
import { usePackagings } from './use-packagings';

/** Checked by the API's own schema, applied to the body the form would send: the rule lives once. */
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
  const { values } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/boxes' });
  const isEdit = Boolean(boxId);
  const derived = useMemo(() => boxDerived(values), [values]);
  const packagings = usePackagings();

  const submit = () => {
    const api = boxesApi(client);
    const body = toBoxRequest(values);
    void save(
      () => (boxId ? api.update(boxId, body) : api.create(body)),
      `Box ${values.name.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.name}` : 'Create box'}
      submitLabel={isEdit ? 'Save changes' : 'Create box'}
      onSubmit={submit}
      {...frame}
    >
      <BoxNamePanel form={form} />
      <BoxDimensionsPanel form={form} />
      <BoxWeightPanel form={form} />
      <BoxCoolingPanel form={form} packagings={packagings} />
      <BoxPackingPanel form={form} />
      <BoxCalculatedPanel form={form} derived={derived} />
    </CatalogFormFrame>
  );
}
