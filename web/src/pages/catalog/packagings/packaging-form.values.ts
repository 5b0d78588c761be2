import type { PackagingResponse } from '#api/catalog';
import type { LINER_MATERIALS, LINER_THICKNESSES } from '#domain/boxes/box.schema';
import type { PackagingFormInput, PackagingType } from '#domain/catalog/packaging-form.schema';
import {
  emptyItemDimensions,
  itemDimensionsToValues,
  numberText,
  type ItemDimensionsValues,
  type StartingUnits,
} from '../commons/item-dimensions.values';

export interface PackagingFormValues {
  packagingType: PackagingType;
  title: string;
  sku: string;
  price: string;
  /** Liners only (orders §3); '' until chosen. */
  material: (typeof LINER_MATERIALS)[number] | '';
  thickness: (typeof LINER_THICKNESSES)[number];
  dimensions: ItemDimensionsValues;
}

export const PACKAGING_TYPE_LABELS: Record<PackagingType, string> = {
  liner: 'Liner',
  coolant: 'Coolant',
  other: 'Other',
};

export function emptyPackagingForm(type: PackagingType = 'liner', units?: StartingUnits): PackagingFormValues {
  return {
    packagingType: type,
    title: '',
    sku: '',
    price: '',
    material: '',
    thickness: 'N/A',
    dimensions: emptyItemDimensions(units),
  };
}

export function packagingToFormValues(p: PackagingResponse): PackagingFormValues {
  return {
    packagingType: p.packagingType,
    title: p.title,
    sku: p.sku,
    price: numberText(p.price),
    material: p.material ?? '',
    thickness: p.thickness ?? 'N/A',
    dimensions: itemDimensionsToValues(p.dimensions),
  };
}

/** The request body; material and thickness travel only for a liner (the shared schema drops them otherwise). */
export function toPackagingRequest(v: PackagingFormValues): PackagingFormInput {
  const liner = v.packagingType === 'liner';
  return {
    packagingType: v.packagingType,
    title: v.title,
    sku: v.sku,
    price: v.price,
    ...(liner && v.material ? { material: v.material } : {}),
    ...(liner ? { thickness: v.thickness } : {}),
    dimensions: v.dimensions,
  } as PackagingFormInput;
}
