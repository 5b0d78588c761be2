/** The street part of an address as the customer and order forms hold it (the contracts' address1…zip shape). */
export interface StreetAddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  residential: boolean;
}

/** An empty street address: in the US, not residential. */
export const emptyStreetAddress = (): StreetAddressValues => ({
  address1: '',
  address2: '',
  city: '',
  state: '',
  country: 'US',
  zip: '',
  residential: false,
});
