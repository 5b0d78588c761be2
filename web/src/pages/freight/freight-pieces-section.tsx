import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FREIGHT_CLASSES } from '#domain/freight/freight-class.rules';
import { TextField, type FieldBinding } from '#web/pages/catalog/commons/catalog-form-fields';
import { ClassHelper } from './class-helper';
import { PACKAGE_TYPES, emptyPiece, type FreightFormValues, type FreightPieceValues } from './freight-form.values';

type Form = FieldBinding & { values: FreightFormValues };

const CLASS_OPTIONS = FREIGHT_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }));
const PACKAGE_OPTIONS = PACKAGE_TYPES.map((p) => ({ value: p, label: p }));
const UNIT_OPTIONS = [
  { value: 'in', label: 'in' },
  { value: 'cm', label: 'cm' },
];

function PieceRow({ form, index, piece }: { form: Form; index: number; piece: FreightPieceValues }) {
  const at = (field: string) => `pieces.${index}.${field}`;
  const choose = (path: string, options: { value: string; label: string }[], value: string, label: string) => (
    <FormField label={label} errorText={form.errors[path]}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        placeholder="Choose"
        options={options}
        onChange={(e) => form.setField(path, e.detail.selectedOption.value)}
      />
    </FormField>
  );
  return (
    <SpaceBetween size="s">
      <ColumnLayout columns={4}>
        <TextField form={form} path={at('quantity')} label="Pallets" value={piece.quantity} type="number" />
        <TextField form={form} path={at('numberOfPeices')} label="Pieces" value={piece.numberOfPeices} type="number" />
        {choose(at('packageType'), PACKAGE_OPTIONS, piece.packageType, 'Package type')}
        <TextField form={form} path={at('commodity')} label="Commodity" value={piece.commodity} />
      </ColumnLayout>
      <ColumnLayout columns={4}>
        <TextField
          form={form}
          path={at('dimensions.length')}
          label="Length"
          value={piece.dimensions.length}
          type="number"
        />
        <TextField
          form={form}
          path={at('dimensions.width')}
          label="Width"
          value={piece.dimensions.width}
          type="number"
        />
        <TextField
          form={form}
          path={at('dimensions.height')}
          label="Height"
          value={piece.dimensions.height}
          type="number"
          constraintText="Pallet included"
        />
        {choose(at('dimensions.unit'), UNIT_OPTIONS, piece.dimensions.unit, 'Unit')}
      </ColumnLayout>
      <ColumnLayout columns={4}>
        <TextField
          form={form}
          path={at('dimensions.weight')}
          label="Weight per pallet (lb)"
          value={piece.dimensions.weight}
          type="number"
          constraintText="Pallet included"
        />
        <SpaceBetween size="xxs">
          {choose(at('productClass'), CLASS_OPTIONS, piece.productClass, 'Class')}
          <ClassHelper
            piece={piece}
            pickupDate={form.values.pickupDate}
            onUse={(freightClass) => form.setField(at('productClass'), freightClass)}
          />
        </SpaceBetween>
        <TextField form={form} path={at('nmfc')} label="NMFC (optional)" value={piece.nmfc} />
        <FormField label="Handling">
          <Checkbox checked={piece.hazmat} onChange={(e) => form.setField(at('hazmat'), e.detail.checked)}>
            Hazmat
          </Checkbox>
          <Checkbox checked={piece.stackable} onChange={(e) => form.setField(at('stackable'), e.detail.checked)}>
            Stackable
          </Checkbox>
        </FormField>
      </ColumnLayout>
    </SpaceBetween>
  );
}

/** The handling units: one row per pallet size, added and removed as the load needs. */
export function FreightPiecesSection({ form }: { form: Form }) {
  const pieces = form.values.pieces;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Measure each pallet with the pallet itself; the class follows from its density."
          actions={
            <Button iconName="add-plus" onClick={() => form.setField('pieces', [...pieces, emptyPiece()])}>
              Add piece
            </Button>
          }
        >
          Pieces
        </Header>
      }
    >
      <SpaceBetween size="l">
        {form.errors.pieces && <FormField errorText={form.errors.pieces} />}
        {pieces.map((piece, index) => (
          <Container
            key={index}
            variant="stacked"
            header={
              <Header
                variant="h3"
                actions={
                  <Button
                    variant="icon"
                    iconName="remove"
                    ariaLabel={`Remove piece ${index + 1}`}
                    disabled={pieces.length === 1}
                    onClick={() =>
                      form.setField(
                        'pieces',
                        pieces.filter((_, i) => i !== index),
                      )
                    }
                  />
                }
              >
                Piece {index + 1}
              </Header>
            }
          >
            <PieceRow form={form} index={index} piece={piece} />
          </Container>
        ))}
      </SpaceBetween>
    </Container>
  );
}
