import { useMemo } from 'react';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDollars } from '#domain/money/cents.rules';
import { TextField, type FieldBinding } from '../commons/catalog-form-fields';
import { CatalogSearchAutosuggest, type SearchPage } from './catalog-search-autosuggest';
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
      {(['branchProducts', 'branchPackagings'] as const).map((branch) => (
        <KitBranch
          key={branch}
          form={form}
          branch={branch}
          lines={kitting[branch]}
          setKitting={setKitting}
          search={branch === 'branchProducts' ? searchProducts : searchPackagings}
          // A kit cannot contain itself.
          exclude={branch === 'branchProducts' && selfId ? [selfId] : []}
        />
      ))}
      <BranchBoxField
        form={form}
        branchBox={kitting.branchBox}
        onChange={(branchBox) => setKitting((k) => ({ ...k, branchBox }))}
      />
    </SpaceBetween>
  );
}

/** What each branch of a kit reads: its field, its search box, and what its lines hold. */
const BRANCHES = {
  branchProducts: {
    label: 'Branch products',
    description: 'Search by title or SKU; each product found is added with quantity 1.',
    placeholder: 'Search products by title or SKU',
    ariaLabel: 'Add a branch product',
    idKey: 'productId',
    what: 'product',
  },
  branchPackagings: {
    label: 'Branch packaging - optional',
    description: undefined,
    placeholder: 'Search packaging by title or SKU',
    ariaLabel: 'Add a branch packaging',
    idKey: 'packagingId',
    what: 'packaging',
  },
};

/** One branch of the kit (its products or its packagings): a search that adds lines, then the lines with their quantities. */
function KitBranch({
  form,
  branch,
  lines,
  setKitting,
  search,
  exclude,
}: {
  form: FieldBinding;
  branch: keyof typeof BRANCHES;
  lines: KitLineValues[];
  setKitting: (update: (k: Kitting) => Kitting) => void;
  search: SearchPage;
  exclude?: readonly string[];
}) {
  const { label, description, placeholder, ariaLabel, idKey, what } = BRANCHES[branch];
  const path = `kitting.${branch}`;
  // The lines sit outside the FormField, so their quantity inputs keep their own labels.
  return (
    <SpaceBetween size="s">
      <FormField label={label} description={description} errorText={form.errors[path]} stretch>
        <CatalogSearchAutosuggest
          search={search}
          placeholder={placeholder}
          ariaLabel={ariaLabel}
          exclude={exclude}
          onChoose={(hit) => setKitting((k) => ({ ...k, [branch]: addKitLine(k[branch], hit) }))}
        />
      </FormField>
      <KitLines
        form={form}
        path={path}
        idKey={idKey}
        what={what}
        lines={lines}
        onChange={(next) => setKitting((k) => ({ ...k, [branch]: next }))}
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
