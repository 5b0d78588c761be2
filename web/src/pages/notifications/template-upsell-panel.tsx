import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { TemplatePanelProps } from './template-content-panel';
import type { TemplateFormValues } from './template-form.values';

const FIELDS = [
  { key: 'name', label: 'Name', inputMode: undefined },
  { key: 'image', label: 'Image URL', inputMode: 'url' },
  { key: 'url', label: 'Product URL', inputMode: 'url' },
  { key: 'price', label: 'Price ($)', inputMode: 'decimal' },
] as const;

/** The product upsell (accounts §5: at least one product with name, image, valid URL and price when active). */
export function TemplateUpsellPanel({
  values,
  errors,
  setField,
  readOnly,
}: Omit<TemplatePanelProps, 'values'> & { values: Pick<TemplateFormValues, 'productUpsell'> }) {
  const products = values.productUpsell.products;
  return (
    <Container header={<Header variant="h2">Product upsell</Header>}>
      <SpaceBetween size="l">
        <Toggle
          readOnly={readOnly}
          checked={values.productUpsell.isActive}
          onChange={(e) => setField('productUpsell.isActive', e.detail.checked)}
        >
          Show products
        </Toggle>
        <FormField errorText={errors['productUpsell.products']} stretch>
          <AttributeEditor
            items={products}
            addButtonText="Add product"
            removeButtonText="Remove"
            removeButtonAriaLabel={(p) => `Remove product ${products.indexOf(p) + 1}`}
            disableAddButton={readOnly}
            isItemRemovable={() => !readOnly}
            onAddButtonClick={() =>
              setField('productUpsell.products', [...products, { name: '', image: '', url: '', price: '' }])
            }
            onRemoveButtonClick={(e) =>
              setField(
                'productUpsell.products',
                products.filter((_, i) => i !== e.detail.itemIndex),
              )
            }
            empty="No products yet."
            definition={FIELDS.map(({ key, label, inputMode }) => ({
              label,
              errorText: (_: unknown, i: number) => errors[`productUpsell.products.${i}.${key}`],
              control: (p: (typeof products)[number], i: number) => (
                <Input
                  readOnly={readOnly}
                  value={p[key]}
                  inputMode={inputMode}
                  ariaLabel={`${label} ${i + 1}`}
                  onChange={(e) => setField(`productUpsell.products.${i}.${key}`, e.detail.value)}
                />
              ),
            }))}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
