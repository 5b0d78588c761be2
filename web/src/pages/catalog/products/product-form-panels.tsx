import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { centsToDollarText, formatCents } from '#domain/money/cents.rules';
import { FormSection } from '#web/components/form-section';
import { ItemDimensionsFields, TextField, type FieldBinding } from '../commons/catalog-form-fields';
import { KitEditor, type Kitting } from './kit-editor';
import type { ProductFormValues } from './product-form.values';

/** What every panel of the product form gets: the form's values and its field binding. */
export interface ProductPanelProps {
  form: FieldBinding & { values: ProductFormValues };
}

/** Title, SKU, price (read from the contents on a make-a-box kit) and shop. */
export function ProductPanel({ form, priceCents }: ProductPanelProps & { priceCents: number }) {
  const { values } = form;
  const pricedFromContents = values.isKit && values.priceFromContents;
  return (
    <FormSection title="Product">
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
    </FormSection>
  );
}

/** Sides, length unit, weight and weight unit. */
export function ProductDimensionsPanel({ form }: ProductPanelProps) {
  return (
    <FormSection title="Dimensions and weight" description="Numbers of at least 0; weight under 150 lb.">
      <ItemDimensionsFields form={form} path="dimensions" values={form.values.dimensions} />
    </FormSection>
  );
}

/** Whether the product is a kit, its contents, and whether its price comes from them (make-a-box). */
export function KittingPanel({
  form,
  productId,
  priceCents,
  setKitting,
}: ProductPanelProps & {
  productId?: string;
  priceCents: number;
  setKitting: (update: (k: Kitting) => Kitting) => void;
}) {
  const { values } = form;
  return (
    <FormSection title="Kitting" description="A kit ships its branch products, packaging and box together.">
      <SpaceBetween size="l">
        <Toggle checked={values.isKit} onChange={(e) => form.setField('isKit', e.detail.checked)}>
          This product is a kit
        </Toggle>
        {values.isKit && <KitEditor form={form} kitting={values.kitting} selfId={productId} setKitting={setKitting} />}
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
    </FormSection>
  );
}
