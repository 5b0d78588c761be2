import type { AddressBookEntryValues } from '../address/address-book.schema';
import { formatAddress, splitZip } from '../address/address-book.schema';
import type { WarehouseDraft } from './ports';

/** Builds the stored warehouse from validated form values (orders §3 warehouse fields). */
export function warehouseFromForm(id: string, values: AddressBookEntryValues): WarehouseDraft {
  const a = values.address;
  const zip = splitZip(a.zipCode);
  const address = {
    residential: a.residential,
    isActive: a.isActive,
    // The address passed the address-book rules; carrier verification updates this later.
    isValid: true,
    companyName: a.companyName,
    email: a.email,
    phone: a.phone,
    street1: a.street1,
    street2: a.street2,
    street3: a.street3,
    city: a.city,
    state: a.state.toUpperCase(),
    country: a.country,
    ...zip,
  };
  return {
    id,
    name: values.name,
    pickUpNotes: values.pickUpNotes,
    address,
    formattedAddress: formatAddress({ ...address, zipCode: zip.fullZipCode }),
  };
}

/** When the default warehouse is removed, the next one by name takes its place (or none is left). */
export function nextDefaultAfterRemoval(remaining: readonly { id: string; name: string }[]): string | null {
  const next = [...remaining].sort((x, y) => x.name.localeCompare(y.name) || x.id.localeCompare(y.id))[0];
  return next ? next.id : null;
}
