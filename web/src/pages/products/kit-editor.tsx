import { useMemo } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDollars } from '#domain/money/cents.rules';
import { TextField, type FieldBinding } from '../commons/catalog-form-fields';
import { CatalogSearchAutosuggest } from './catalog-search-autosuggest';
import { KitLines } from './kit-lines';
import { addKitLine, type KitLineValues, type ProductFormValues } from './product-form.values';
import { useBoxes, useKitSearch } from './use-kit-choices';

export type Kitting = ProductFormValues['kitting'];

/** Branch products and packagings found through the search calls (orders §7), with quantities; and the branch box. */
export function KitEditor({
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
  const { searchProducts, searchPackagings } = useKitSearch();

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
  const boxes = useBoxes();
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
