/**
 * Real US street addresses (public buildings and landmarks) with their ZIP codes, for the orders the
 * simulated stores place: they validate, rate and ship like a shopper's would. Names are invented.
 */
export interface SimAddress {
  address1: string;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
}

export const US_ADDRESSES: readonly SimAddress[] = [
  { address1: '1000 5th Ave', city: 'New York', province: 'New York', provinceCode: 'NY', zip: '10028' },
  { address1: '30 Rockefeller Plaza', city: 'New York', province: 'New York', provinceCode: 'NY', zip: '10112' },
  { address1: '233 S Wacker Dr', city: 'Chicago', province: 'Illinois', provinceCode: 'IL', zip: '60606' },
  { address1: '400 Broad St', city: 'Seattle', province: 'Washington', provinceCode: 'WA', zip: '98109' },
  { address1: '410 Terry Ave N', city: 'Seattle', province: 'Washington', provinceCode: 'WA', zip: '98109' },
  { address1: '1100 Congress Ave', city: 'Austin', province: 'Texas', provinceCode: 'TX', zip: '78701' },
  {
    address1: '2600 Benjamin Franklin Pkwy',
    city: 'Philadelphia',
    province: 'Pennsylvania',
    provinceCode: 'PA',
    zip: '19130',
  },
  { address1: '4 Jersey St', city: 'Boston', province: 'Massachusetts', provinceCode: 'MA', zip: '02215' },
  { address1: '700 Clark Ave', city: 'St. Louis', province: 'Missouri', provinceCode: 'MO', zip: '63102' },
  { address1: '1701 Wynkoop St', city: 'Denver', province: 'Colorado', provinceCode: 'CO', zip: '80202' },
  { address1: '2800 E Observatory Rd', city: 'Los Angeles', province: 'California', provinceCode: 'CA', zip: '90027' },
  {
    address1: '1 Dr Carlton B Goodlett Pl',
    city: 'San Francisco',
    province: 'California',
    provinceCode: 'CA',
    zip: '94102',
  },
  {
    address1: '1600 Amphitheatre Pkwy',
    city: 'Mountain View',
    province: 'California',
    provinceCode: 'CA',
    zip: '94043',
  },
  { address1: '121 Baker St NW', city: 'Atlanta', province: 'Georgia', provinceCode: 'GA', zip: '30313' },
  {
    address1: '600 Independence Ave SW',
    city: 'Washington',
    province: 'District of Columbia',
    provinceCode: 'DC',
    zip: '20560',
  },
  { address1: '1111 Lincoln Rd', city: 'Miami Beach', province: 'Florida', provinceCode: 'FL', zip: '33139' },
];

export const FIRST_NAMES = ['Dana', 'Luis', 'Priya', 'Marcus', 'Erin', 'Tomás', 'Grace', 'Owen', 'Keisha', 'Wen'];
export const LAST_NAMES = ['Whitfield', 'Ortega', 'Raman', 'Bell', 'Novak', 'Reyes', 'Kim', 'Hughes', 'Jackson', 'Li'];
