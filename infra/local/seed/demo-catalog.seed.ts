import { dynamoBoxStore } from '#functions/catalog/adapters/dynamodb.box-store';
import { dynamoCustomerStore } from '#functions/catalog/adapters/dynamodb.customer-store';
import { dynamoPackagingStore } from '#functions/catalog/adapters/dynamodb.packaging-store';
import { dynamoProductStore } from '#functions/catalog/adapters/dynamodb.product-store';
import { makeBoxUseCases } from '#functions/catalog/use-cases/box.use-cases';
import { makeCustomerUseCases } from '#functions/catalog/use-cases/customer.use-cases';
import { makePackagingUseCases } from '#functions/catalog/use-cases/packaging.use-cases';
import { makeProductUseCases } from '#functions/catalog/use-cases/product.use-cases';
import { uuidGenerator } from '#lib/ids';
import { boxRequestSchema, packagingRequestSchema, productRequestSchema } from '#api/catalog';
import type { BoxRequestInput } from '#domain/boxes/box-request.schema';
import { boxPresets } from '#domain/boxes/box-presets.rules';
import type { PackagingFormInput } from '#domain/catalog/packaging-form.schema';
import type { ProductRequestInput } from '#domain/catalog/product-request.schema';

/** [title, sku, price $, length, width, height (in), weight, weight unit] */
type ProductRow = [string, string, number, number, number, number, number, 'lb' | 'oz'];

const PRODUCTS: ProductRow[] = [
  ['Smoked Brisket, Whole Packer', 'BRISKET-WHOLE', 129, 18, 10, 6, 12, 'lb'],
  ['Smoked Brisket, Sliced 2 lb', 'BRISKET-SLICED-2', 48, 10, 8, 2, 2, 'lb'],
  ['Burnt Ends 1 lb', 'BURNT-ENDS-1', 29, 8, 6, 3, 1, 'lb'],
  ['Pulled Pork 2 lb', 'PULLED-PORK-2', 34, 9, 7, 3, 2, 'lb'],
  ['St. Louis Pork Ribs, Full Rack', 'RIBS-STL-FULL', 42, 16, 8, 3, 3.5, 'lb'],
  ['Beef Short Ribs 3-Bone', 'BEEF-RIB-3', 79, 14, 9, 4, 4.5, 'lb'],
  ['Jalapeño Cheddar Sausage 1 lb', 'SAUSAGE-JALCHED', 14, 9, 5, 2, 1, 'lb'],
  ['Original Beef Sausage 1 lb', 'SAUSAGE-BEEF', 13, 9, 5, 2, 1, 'lb'],
  ['Smoked Turkey Breast 2 lb', 'TURKEY-BREAST-2', 39, 10, 7, 4, 2, 'lb'],
  ['Beef Jerky, Peppered 8 oz', 'JERKY-PEPPER-8', 16, 8, 6, 1, 8, 'oz'],
  ['Beef Jerky, Teriyaki 8 oz', 'JERKY-TERIYAKI-8', 16, 8, 6, 1, 8, 'oz'],
  ['Wild Sockeye Salmon Fillets 2 lb', 'SALMON-SOCKEYE-2', 58, 12, 8, 2, 2, 'lb'],
  ['Atlantic Salmon Portions 4 x 6 oz', 'SALMON-PORTIONS-4', 44, 10, 8, 2, 24, 'oz'],
  ['Cold-Smoked Salmon Lox 8 oz', 'LOX-8', 22, 9, 5, 1, 8, 'oz'],
  ['Gulf Shrimp, Jumbo 2 lb', 'SHRIMP-JUMBO-2', 49, 10, 8, 3, 2, 'lb'],
  ['Maine Lobster Tails 4 x 5 oz', 'LOBSTER-TAILS-4', 89, 10, 8, 3, 20, 'oz'],
  ['Blue Crab Meat, Lump 1 lb', 'CRAB-LUMP-1', 46, 6, 6, 3, 1, 'lb'],
  ['Vanilla Bean Ice Cream Pint', 'ICECREAM-VANILLA-PT', 11, 4, 4, 4.5, 18, 'oz'],
  ['Salted Caramel Ice Cream Pint', 'ICECREAM-CARAMEL-PT', 11, 4, 4, 4.5, 18, 'oz'],
  ['Dark Chocolate Ice Cream Pint', 'ICECREAM-CHOC-PT', 11, 4, 4, 4.5, 18, 'oz'],
  ['Strawberry Sorbet Pint', 'SORBET-STRAW-PT', 10, 4, 4, 4.5, 17, 'oz'],
  ['Texas Pecan Pie 9 in', 'PIE-PECAN-9', 32, 10, 10, 3, 2.5, 'lb'],
  ['Peach Cobbler 8 in', 'COBBLER-PEACH-8', 28, 9, 9, 3, 2.25, 'lb'],
  ['Banana Pudding Quart', 'PUDDING-BANANA-QT', 18, 6, 6, 5, 2, 'lb'],
  ['Aged Cheddar Wheel 2 lb', 'CHEDDAR-AGED-2', 36, 7, 7, 3, 2, 'lb'],
  ['Smoked Gouda 1 lb', 'GOUDA-SMOKED-1', 19, 6, 4, 3, 1, 'lb'],
  ['Pimento Cheese 12 oz', 'PIMENTO-12', 9, 4, 4, 3, 12, 'oz'],
  ['House BBQ Sauce 16 oz', 'SAUCE-BBQ-16', 8, 3, 3, 7, 22, 'oz'],
  ['Brisket Rub 10 oz', 'RUB-BRISKET-10', 10, 3, 3, 6, 11, 'oz'],
  ['Kolaches, Sausage & Cheese Dozen', 'KOLACHE-DOZEN', 27, 12, 9, 3, 2.5, 'lb'],
];

const PACKAGINGS: PackagingFormInput[] = [
  {
    packagingType: 'liner',
    title: 'EPS Foam Liner 12x10x9',
    sku: 'LINER-EPS-12109',
    material: 'EPS',
    thickness: '1.5in',
    price: 5.2,
    dimensions: { length: 12, width: 10, height: 9, weight: { value: 14, units: 'oz' } },
  },
  {
    packagingType: 'liner',
    title: 'EPS Foam Liner 16x12x10',
    sku: 'LINER-EPS-161210',
    material: 'EPS',
    thickness: '2in',
    price: 7.8,
    dimensions: { length: 16, width: 12, height: 10, weight: { value: 22, units: 'oz' } },
  },
  {
    packagingType: 'liner',
    title: 'Recycled Denim Liner 12x10x9',
    sku: 'LINER-DENIM-12109',
    material: 'Denim',
    thickness: '1in',
    price: 6.1,
    dimensions: { length: 12, width: 10, height: 9, weight: { value: 18, units: 'oz' } },
  },
  {
    packagingType: 'liner',
    title: 'Mylar Bubble Liner 10x10x10',
    sku: 'LINER-MYLAR-101010',
    material: 'Mylar/Foil Bubble',
    thickness: '0.25in',
    price: 2.4,
    dimensions: { length: 10, width: 10, height: 10, weight: { value: 4, units: 'oz' } },
  },
  {
    packagingType: 'liner',
    title: 'Cornstarch Foam Liner 12x12x12',
    sku: 'LINER-CORN-121212',
    material: 'Cornstarch-based Foam',
    thickness: '1in',
    price: 6.9,
    dimensions: { length: 12, width: 12, height: 12, weight: { value: 16, units: 'oz' } },
  },
  {
    packagingType: 'coolant',
    title: 'Gel Pack 24 oz',
    sku: 'GEL-24',
    price: 1.35,
    dimensions: { length: 8, width: 6, height: 1.5, weight: { value: 24, units: 'oz' } },
  },
  {
    packagingType: 'coolant',
    title: 'Gel Pack 12 oz',
    sku: 'GEL-12',
    price: 0.85,
    dimensions: { length: 6, width: 5, height: 1, weight: { value: 12, units: 'oz' } },
  },
  {
    packagingType: 'coolant',
    title: 'Reusable Ice Pack 2 lb',
    sku: 'ICEPACK-2',
    price: 2.1,
    dimensions: { length: 10, width: 6, height: 2, weight: { value: 2, units: 'lb' } },
  },
  {
    packagingType: 'coolant',
    title: 'Dry Ice 5 lb',
    sku: 'DRYICE-5',
    price: 9.5,
    dimensions: { length: 8, width: 8, height: 3, weight: { value: 5, units: 'lb' } },
  },
  {
    packagingType: 'coolant',
    title: 'Dry Ice 10 lb',
    sku: 'DRYICE-10',
    price: 17,
    dimensions: { length: 10, width: 8, height: 4, weight: { value: 10, units: 'lb' } },
  },
  {
    packagingType: 'other',
    title: 'Butcher Paper Wrap',
    sku: 'WRAP-BUTCHER',
    price: 0.4,
    dimensions: { length: 18, width: 18, height: 0, weight: { value: 2, units: 'oz' } },
  },
];

const INSULATED_SHIPPERS: BoxRequestInput[] = [
  {
    name: 'Insulated Shipper 12x10x9',
    cost: 6.4,
    default: true,
    dimensions: { length: 12, width: 10, height: 9, units: 'in' },
    useInternalDimensions: true,
    internalDimensions: { length: 10, width: 8, height: 7, manualDimensions: true },
    weight: { value: 2.1, units: 'lb', maxWeightAllowed: 40 },
    hasDryIce: true,
    dryIceWeight: 5,
    dryIceWeightUnit: 'lb',
    hasLiner: true,
    liner: {
      packagingType: 'liner',
      title: 'EPS Foam Liner 12x10x9',
      sku: 'LINER-EPS-12109',
      material: 'EPS',
      thickness: '1.5in',
      price: 5.2,
      quantity: 1,
    },
    useInBoxPackingAlgo: true,
  },
  {
    name: 'Insulated Shipper 16x12x10',
    cost: 8.9,
    dimensions: { length: 16, width: 12, height: 10, units: 'in' },
    useInternalDimensions: true,
    internalDimensions: { length: 13, width: 9, height: 7, manualDimensions: true },
    weight: { value: 3.2, units: 'lb', maxWeightAllowed: 50 },
    hasIcePack: true,
    coolant: { packagingType: 'coolant', title: 'Gel Pack 24 oz', sku: 'GEL-24', price: 1.35, quantity: 4 },
    useInBoxPackingAlgo: true,
  },
];

const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Robert',
  'Linh',
  'David',
  'Priya',
  'Michael',
  'Sofia',
  'William',
  'Keisha',
  'Daniel',
  'Mei',
  'Carlos',
  'Emily',
  'Tyrone',
  'Hannah',
  'Omar',
  'Grace',
  'Luis',
];
const LAST = [
  'Gonzalez',
  'Whitfield',
  'Rahman',
  'Okafor',
  'Nguyen',
  'Kowalski',
  'Patel',
  'Brennan',
  'Rossi',
  'Thompson',
];
const PLACES: [string, string, string, string][] = [
  ['500 E 5th St', 'Austin', 'TX', '78701'],
  ['350 5th Ave', 'New York', 'NY', '10118'],
  ['233 S Wacker Dr', 'Chicago', 'IL', '60606'],
  ['600 Montgomery St', 'San Francisco', 'CA', '94111'],
  ['1 Peachtree Center', 'Atlanta', 'GA', '30303'],
  ['400 Broad St', 'Seattle', 'WA', '98109'],
  ['1000 Ocean Dr', 'Miami Beach', 'FL', '33139'],
  ['1600 Pennsylvania Ave NW', 'Washington', 'DC', '20500'],
  ['700 Clark Ave', 'St. Louis', 'MO', '63102'],
  ['1 Brewers Way', 'Milwaukee', 'WI', '53214'],
];

function productBody([title, sku, price, length, width, height, weight, units]: ProductRow): ProductRequestInput {
  return { title, sku, price, dimensions: { length, width, height, units: 'in', weight: { value: weight, units } } };
}

function demoCustomers() {
  return Array.from({ length: 40 }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const [address1, city, state, zip] = PLACES[i % PLACES.length];
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: `512-555-${String(1000 + i * 37).slice(-4)}`,
      company: i % 4 === 0 ? `${last} Catering` : '',
      address: { address1, address2: i % 3 === 0 ? `Apt ${i + 1}` : '', city, state, zip, residential: i % 4 !== 0 },
    };
  });
}

/**
 * A perishable-food catalog for the demo merchant, written through the catalog use cases:
 * products, kits (one make-a-box SKU priced from its contents), liners and coolants, the default
 * boxes plus insulated shippers, and customers. Does nothing when the account already has products.
 */
export async function seedDemoCatalog(accountId: string): Promise<{ created: boolean }> {
  const ids = uuidGenerator;
  const products = makeProductUseCases({
    products: dynamoProductStore,
    packagings: dynamoPackagingStore,
    boxes: dynamoBoxStore,
    ids,
  });
  const packagings = makePackagingUseCases({ packagings: dynamoPackagingStore, ids });
  const boxes = makeBoxUseCases({ boxes: dynamoBoxStore, ids });
  const customers = makeCustomerUseCases({ customers: dynamoCustomerStore, ids });

  if ((await products.list(accountId, { limit: 1 })).items.length > 0) return { created: false };

  const madePackagings = new Map<string, string>();
  for (const p of PACKAGINGS)
    madePackagings.set(p.sku, (await packagings.create(accountId, packagingRequestSchema.parse(p)))._id);

  const madeBoxes = new Map<string, string>();
  const defaultBoxes = boxPresets()
    .filter((p) => p.kind === 'default')
    .map((p) => p.box);
  for (const b of [...INSULATED_SHIPPERS, ...defaultBoxes])
    madeBoxes.set(String(b.name), (await boxes.create(accountId, boxRequestSchema.parse(b))).id);

  const made = new Map<string, string>();
  for (const row of PRODUCTS)
    made.set(row[1], (await products.create(accountId, productRequestSchema.parse(productBody(row))))._id);

  const kits: ProductRequestInput[] = [
    {
      title: 'Texas BBQ Sampler Box',
      sku: 'KIT-BBQ-SAMPLER',
      price: 0,
      priceFromContents: true,
      dimensions: { length: 12, width: 10, height: 9, units: 'in', weight: { value: 9, units: 'lb' } },
      kitting: {
        branchProducts: [
          { productId: made.get('BRISKET-SLICED-2')!, quantity: 1 },
          { productId: made.get('SAUSAGE-JALCHED')!, quantity: 2 },
          { productId: made.get('SAUCE-BBQ-16')!, quantity: 1 },
        ],
        branchPackagings: [{ packagingId: madePackagings.get('GEL-24')!, quantity: 3 }],
        branchBox: { boxId: madeBoxes.get('Insulated Shipper 12x10x9')!, quantity: 1 },
      },
    },
    {
      title: 'Ice Cream Pint Four-Pack',
      sku: 'KIT-ICECREAM-4',
      price: 49,
      dimensions: { length: 12, width: 10, height: 9, units: 'in', weight: { value: 6, units: 'lb' } },
      kitting: {
        branchProducts: ['ICECREAM-VANILLA-PT', 'ICECREAM-CARAMEL-PT', 'ICECREAM-CHOC-PT', 'SORBET-STRAW-PT'].map(
          (sku) => ({ productId: made.get(sku)!, quantity: 1 }),
        ),
        branchPackagings: [{ packagingId: madePackagings.get('DRYICE-5')!, quantity: 1 }],
      },
    },
    {
      title: 'Seafood Feast for Four',
      sku: 'KIT-SEAFOOD-4',
      price: 189,
      dimensions: { length: 16, width: 12, height: 10, units: 'in', weight: { value: 8, units: 'lb' } },
      kitting: {
        branchProducts: [
          { productId: made.get('SALMON-PORTIONS-4')!, quantity: 1 },
          { productId: made.get('SHRIMP-JUMBO-2')!, quantity: 1 },
          { productId: made.get('LOBSTER-TAILS-4')!, quantity: 1 },
        ],
        branchPackagings: [{ packagingId: madePackagings.get('GEL-24')!, quantity: 4 }],
        branchBox: { boxId: madeBoxes.get('Insulated Shipper 16x12x10')!, quantity: 1 },
      },
    },
  ];
  for (const kit of kits) await products.create(accountId, productRequestSchema.parse(kit));

  await customers.createBulk(accountId, demoCustomers());
  return { created: true };
}
