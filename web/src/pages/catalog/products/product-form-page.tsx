import { useParams } from 'react-router-dom';
import { useApi } from '#web/api/api-context';
import { productsApi } from '#web/api/catalog-api';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '../commons/catalog-form';
import { loadStartingUnits } from '../commons/starting-units';
import { useCatalogSave } from '../commons/use-catalog-save';
import { KittingPanel, ProductDimensionsPanel, ProductPanel } from './product-form-panels';
import {
  emptyProductForm,
  makeABoxPriceCents,
  productFormValidator,
  productToFormValues,
  toProductRequest,
  type ProductFormValues,
} from './product-form.values';

/** Create (`/products/create`) and edit (`/products/:productId/edit`) a product or kit, guarded by edit_products. */
export function ProductFormPage() {
  const { productId } = useParams();
  const { client } = useApi();
  return (
    <CatalogFormGuard permission="edit_products" what="products">
      <EntityFormLoader
        id={productId}
        what="product"
        empty={async () => emptyProductForm(await loadStartingUnits(client))}
        load={async (id) => productToFormValues(await productsApi(client).get(id))}
      >
        {(initial) => <ProductForm productId={productId} initial={initial} />}
      </EntityFormLoader>
    </CatalogFormGuard>
  );
}

function ProductForm({ productId, initial }: { productId?: string; initial: ProductFormValues }) {
  const { client } = useApi();
  const form = useSchemaForm(productFormValidator, initial);
  const { values, setValues } = form;
  const unsaved = useUnsavedChanges(initial, values);
  const { save, frame } = useCatalogSave({ form, unsaved, listHref: '/products', conflictField: 'sku' });
  const isEdit = Boolean(productId);
  const priceCents = makeABoxPriceCents(values.kitting);

  const submit = () => {
    const api = productsApi(client);
    const body = toProductRequest(values);
    void save(
      () => (productId ? api.update(productId, body) : api.create(body)),
      `${values.isKit ? 'Kit' : 'Product'} ${values.title.trim()} ${isEdit ? 'saved' : 'created'}.`,
    );
  };

  return (
    <CatalogFormFrame
      title={isEdit ? `Edit ${initial.title}` : 'Create product'}
      submitLabel={isEdit ? 'Save changes' : 'Create product'}
      onSubmit={submit}
      {...frame}
    >
      <ProductPanel form={form} priceCents={priceCents} />
      <ProductDimensionsPanel form={form} />
      <KittingPanel
        form={form}
        productId={productId}
        priceCents={priceCents}
        setKitting={(update) => setValues((v) => ({ ...v, kitting: update(v.kitting) }))}
      />
    </CatalogFormFrame>
  );
}
