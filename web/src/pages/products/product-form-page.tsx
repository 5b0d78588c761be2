import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import type { BoxResponse } from '#api/catalog';
import { centsToDollarText, formatCents, formatDollars } from '#domain/money/cents.rules';
import { useApi } from '../../api/api-context';
import { boxesApi, packagingsApi, productsApi } from '../../api/catalog-api';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { CatalogFormFrame, CatalogFormGuard, EntityFormLoader } from '../commons/catalog-form';
import { ItemDimensionsFields, TextField, type FieldBinding } from '../commons/catalog-form-fields';
import { loadStartingUnits } from '../commons/starting-units';
import { useCatalogSave } from '../commons/use-catalog-save';
import { CatalogSearchAutosuggest, type SearchPage } from './catalog-search-autosuggest';
import {
  addKitLine,
  emptyProductForm,
  makeABoxPriceCents,
  productFormValidator,
  productToFormValues,
  toProductRequest,
  type KitLineValues,
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
  const pricedFromContents = values.isKit && values.priceFromContents;

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
      <Container header={<Header variant="h2">Product</Header>}>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <TextField form={form} path="title" label="Title" value={values.title} />
            <TextField form={form} path="sku" label="SKU" value={values.sku} />
          </ColumnLayout>
          <ColumnLayout columns={2}>
            <TextField
              form={form}
              path="price"
              label="Price"
              value={pricedFromContents ? centsToDollarText(priceCents) : values.price}
              inputMode="decimal"
              disabled={pricedFromContents}
              description={pricedFromContents ? 'Priced from the kit contents.' : 'In dollars.'}
            />
            <TextField
              form={form}
              path="shop"
              label="Shop - optional"
              value={values.shop}
              description="The store this product comes from."
            />
          </ColumnLayout>
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
      <Container
        header={
          <Header variant="h2" description="A kit ships its branch products, packaging and box together.">
            Kitting
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Toggle checked={values.isKit} onChange={(e) => form.setField('isKit', e.detail.checked)}>
            This product is a kit
          </Toggle>
          {values.isKit && (
            <KitEditor
              form={form}
              kitting={values.kitting}
              selfId={productId}
              setKitting={(update) => setValues((v) => ({ ...v, kitting: update(v.kitting) }))}
            />
          )}
          {values.isKit && (
            <SpaceBetween size="s">
              <Toggle
                checked={values.priceFromContents}
                onChange={(e) => form.setField('priceFromContents', e.detail.checked)}
                description="Its price is the sum of its contents, each unit price × quantity."
              >
                Make-a-box SKU
              </Toggle>
              <KeyValuePairs
                columns={2}
                items={[
                  {
                    label: 'Make-a-box price',
                    value: (
                      <Box variant="strong" data-testid="make-a-box-price">
                        {formatCents(priceCents)}
                      </Box>
                    ),
                  },
                ]}
              />
            </SpaceBetween>
          )}
        </SpaceBetween>
      </Container>
    </CatalogFormFrame>
  );
}

type Kitting = ProductFormValues['kitting'];

/** Branch products and packagings found through the search calls (orders §7), with quantities; and the branch box. */
function KitEditor({
  form,
  kitting,
  selfId,
  setKitting,
}: {
  form: FieldBinding;
  kitting: Kitting;
  selfId?: string;
  setKitting: (update: (k: Kitting) => Kitting) => void;
}) {
  const { client } = useApi();
  const searchProducts = useCallback<SearchPage>(
    async (query, offset, signal) => {
      const page = await productsApi(client).search(query, offset, signal);
      // A kit cannot contain another kit; the server refuses it too.
      return {
        total: page.total,
        hits: page.products
          .filter((p) => !p.kitting)
          .map((p) => ({ id: p._id ?? p.productId ?? '', title: p.title, sku: p.sku, price: priceOf(p) })),
      };
    },
    [client],
  );
  const searchPackagings = useCallback<SearchPage>(
    async (query, offset, signal) => {
      const page = await packagingsApi(client).search(query, offset, signal);
      return {
        total: page.total,
        hits: page.packagings.map((p) => ({
          id: p._id ?? p.packagingId ?? '',
          title: p.title,
          sku: p.sku,
          price: priceOf(p),
        })),
      };
    },
    [client],
  );

  return (
    <SpaceBetween size="l">
      {/* The lines sit outside the FormField, so their quantity inputs keep their own labels. */}
      <SpaceBetween size="s">
        <FormField
          label="Branch products"
          description="Search by title or SKU; each product found is added with quantity 1."
          errorText={form.errors['kitting.branchProducts']}
          stretch
        >
          <CatalogSearchAutosuggest
            search={searchProducts}
            placeholder="Search products by title or SKU"
            ariaLabel="Add a branch product"
            exclude={selfId ? [selfId] : []}
            onChoose={(hit) => setKitting((k) => ({ ...k, branchProducts: addKitLine(k.branchProducts, hit) }))}
          />
        </FormField>
        <KitLines
          form={form}
          path="kitting.branchProducts"
          idKey="productId"
          what="product"
          lines={kitting.branchProducts}
          onChange={(lines) => setKitting((k) => ({ ...k, branchProducts: lines }))}
        />
      </SpaceBetween>
      <SpaceBetween size="s">
        <FormField label="Branch packaging - optional" errorText={form.errors['kitting.branchPackagings']} stretch>
          <CatalogSearchAutosuggest
            search={searchPackagings}
            placeholder="Search packaging by title or SKU"
            ariaLabel="Add a branch packaging"
            onChoose={(hit) => setKitting((k) => ({ ...k, branchPackagings: addKitLine(k.branchPackagings, hit) }))}
          />
        </FormField>
        <KitLines
          form={form}
          path="kitting.branchPackagings"
          idKey="packagingId"
          what="packaging"
          lines={kitting.branchPackagings}
          onChange={(lines) => setKitting((k) => ({ ...k, branchPackagings: lines }))}
        />
      </SpaceBetween>
      <BranchBoxField
        form={form}
        branchBox={kitting.branchBox}
        onChange={(branchBox) => setKitting((k) => ({ ...k, branchBox }))}
      />
    </SpaceBetween>
  );
}

const priceOf = (hit: { price?: unknown }) => (typeof hit.price === 'number' ? hit.price : 0);

function KitLines({
  form,
  path,
  idKey,
  what,
  lines,
  onChange,
}: {
  form: FieldBinding;
  path: string;
  idKey: string;
  what: string;
  lines: KitLineValues[];
  onChange: (lines: KitLineValues[]) => void;
}) {
  // Lines are replaced whole: a dotted setField would turn the array into an object.
  const setQuantity = (index: number, quantity: string) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
  const indexed = lines.map((line, index) => ({ line, index }));
  return (
    <Table
      variant="embedded"
      items={indexed}
      trackBy={(r) => r.line.id}
      empty={<Box color="text-status-inactive">No {what} added yet.</Box>}
      columnDefinitions={[
        {
          id: 'title',
          header: 'Title',
          cell: ({ line, index }) => (
            <SpaceBetween size="xxxs">
              <span>{line.title}</span>
              {form.errors[`${path}.${index}.${idKey}`] && (
                <Box color="text-status-error" fontSize="body-s">
                  {form.errors[`${path}.${index}.${idKey}`]}
                </Box>
              )}
            </SpaceBetween>
          ),
        },
        { id: 'sku', header: 'SKU', cell: ({ line }) => line.sku || '-' },
        { id: 'price', header: 'Unit price', cell: ({ line }) => formatDollars(line.price) },
        {
          id: 'quantity',
          header: 'Quantity',
          cell: ({ line, index }) => (
            <FormField errorText={form.errors[`${path}.${index}.quantity`]}>
              <Input
                inputMode="numeric"
                value={line.quantity}
                ariaLabel={`Quantity of ${line.title}`}
                onChange={(e) => setQuantity(index, e.detail.value)}
              />
            </FormField>
          ),
          width: 160,
        },
        {
          id: 'remove',
          header: '',
          cell: ({ index, line }) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={`Remove ${line.title}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            />
          ),
          width: 60,
        },
      ]}
    />
  );
}

/** The kit's box: one of the account's boxes, with a quantity (orders §3 branchBox). */
function BranchBoxField({
  form,
  branchBox,
  onChange,
}: {
  form: FieldBinding;
  branchBox: KitLineValues | null;
  onChange: (box: KitLineValues | null) => void;
}) {
  const { client } = useApi();
  const [boxes, setBoxes] = useState<BoxResponse[] | null>(null);
  useEffect(() => {
    let active = true;
    boxesApi(client)
      .list()
      .then((b) => active && setBoxes(b))
      .catch(() => active && setBoxes([]));
    return () => {
      active = false;
    };
  }, [client]);
  const options = useMemo(
    () => [
      { value: '', label: 'No box' },
      ...(boxes ?? []).map((b) => ({ value: b.id, label: b.name, description: formatDollars(b.cost) })),
    ],
    [boxes],
  );
  const selected = branchBox
    ? (options.find((o) => o.value === branchBox.id) ?? { value: branchBox.id, label: branchBox.title })
    : options[0];

  return (
    <ColumnLayout columns={2}>
      <FormField label="Branch box - optional" errorText={form.errors['kitting.branchBox.boxId']}>
        <Select
          selectedOption={selected}
          options={options}
          statusType={boxes ? 'finished' : 'loading'}
          loadingText="Loading boxes"
          filteringType="auto"
          onChange={(e) => {
            const box = (boxes ?? []).find((b) => b.id === e.detail.selectedOption.value);
            onChange(
              box
                ? { id: box.id, title: box.name, sku: '', price: box.cost, quantity: branchBox?.quantity ?? '1' }
                : null,
            );
          }}
        />
      </FormField>
      {branchBox && (
        <TextField
          form={form}
          path="kitting.branchBox.quantity"
          label="Box quantity"
          value={branchBox.quantity}
          inputMode="numeric"
        />
      )}
    </ColumnLayout>
  );
}
