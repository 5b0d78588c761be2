import type { z } from 'zod';
import type { storedShippingAddressSchema } from '../orders/order.schema';

/** The shipping address as POST /orders/validate-address sends it (orders §7: without verified, isValid, verifications). */
export type CheckedAddress = z.output<typeof storedShippingAddressSchema>;

/** One finding, in the shape carriers' verification APIs use (code, field, message, suggestion). */
export interface VerificationMessage {
  code: string;
  field: string;
  message: string;
  suggestion: string | null;
}

export interface VerificationOutcome {
  success: boolean;
  errors: VerificationMessage[];
}

/**
 * What a verification found: `delivery` (is the address deliverable as written or corrected)
 * and `zip4` (does the ZIP resolve), plus the heuristic signals the delivery score reads.
 */
export interface AddressVerifications {
  delivery: VerificationOutcome;
  zip4: VerificationOutcome;
  /** Deliverable but risky: PO box, missing apartment or suite number. */
  warnings: VerificationMessage[];
  poBox: boolean;
  missingUnit: boolean;
  residential: boolean;
  /** Fields the check corrected (casing, city from the ZIP, state from the ZIP). */
  corrected: string[];
}

/** POST /orders/validate-address answer (orders §7, accounts §7). */
export interface AddressValidation {
  /** Present only when the check changed something; the client then replaces the entered address. */
  updatedShippingAddress?: CheckedAddress;
  verifications: AddressVerifications;
  isValid: boolean;
}

/** The address-check port: a sandbox adapter on real ZIP data locally, a carrier API live. */
export interface AddressCheck {
  validate(address: CheckedAddress): Promise<AddressValidation>;
  /** POST /orders/delivery-defense: `score` 0–1000; score / 10 is the confidence score (orders §7, §9). */
  deliveryScore(address: CheckedAddress): Promise<{ score: number }>;
}

/** The provider could not answer (network, outage, bad credentials): the client keeps the address / clears the score. */
export class AddressCheckUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('Address verification is unavailable right now. Please try again later.');
  }
}
