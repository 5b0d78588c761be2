/** Default boxes and carrier packages (orders §9), inches and pounds. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export interface DefaultBox {
  name: string;
  external: Dimensions;
  internal: Dimensions;
}

const dims = (length: number, width: number, height: number): Dimensions => ({ length, width, height });

export const DEFAULT_BOXES: readonly DefaultBox[] = [
  { name: '10x10x10', external: dims(10, 10, 10), internal: dims(9, 9, 4) },
  { name: '12x12x12', external: dims(12, 12, 12), internal: dims(11, 11, 11) },
  { name: '16x16x16', external: dims(16, 16, 16), internal: dims(15, 15, 15) },
];

export interface CarrierPackage {
  carrier: string;
  /** The carrier's predefined package name. */
  name: string;
  label: string;
  /** null where the spec does not show the dimensions. */
  dimensions: Dimensions | null;
  /** Weight in lb; null where the spec does not show it. */
  weightLb: number | null;
}

/**
 * The spec names "an express letter" and "another carrier's" seven packages with weights 1 or
 * 20 lb. Carriers (UPS letter, FedEx packages) and which package weighs 1 lb (the envelope) are ours.
 */
export const CARRIER_PACKAGES: readonly CarrierPackage[] = [
  { carrier: 'UPS', name: 'UPSLetter', label: 'Express Letter', dimensions: dims(12.5, 9.5, 0.5), weightLb: null },
  { carrier: 'FedEx', name: 'FedExEnvelope', label: 'Envelope', dimensions: null, weightLb: 1 },
  { carrier: 'FedEx', name: 'FedExPak', label: 'Pak', dimensions: null, weightLb: 20 },
  { carrier: 'FedEx', name: 'FedExTube', label: 'Tube', dimensions: null, weightLb: 20 },
  { carrier: 'FedEx', name: 'FedExSmallBox', label: 'Small Box', dimensions: null, weightLb: 20 },
  { carrier: 'FedEx', name: 'FedExMediumBox', label: 'Medium Box', dimensions: null, weightLb: 20 },
  { carrier: 'FedEx', name: 'FedExLargeBox', label: 'Large Box', dimensions: null, weightLb: 20 },
  { carrier: 'FedEx', name: 'FedExExtraLargeBox', label: 'Extra Large Box', dimensions: null, weightLb: 20 },
];
