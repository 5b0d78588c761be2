import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorsOf } from './helpers';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import {
  accountHolderFormSchema,
  accountSettingsFormSchema,
  addFundsCents,
  addFundsFormSchema,
  apiKeyFormSchema,
  bulkEditFormSchema,
  carrierCorporateFormSchema,
  carrierCredentialsFormSchema,
  carrierAccountFormSchema,
  claimSettingsProfileFormSchema,
  commodityClassLookupIssue,
  csvImportFormSchema,
  freightPieceFormSchema,
  internationalProfileFormSchema,
  invoiceValidationFormSchema,
  isAutomationActionComplete,
  isCheckablePickupPhone,
  makeClaimFormSchema,
  makePreferredServiceFormSchema,
  makeSavedFilterFormSchema,
  markupPercentField,
  onboardingCompanyStepSchema,
  onboardingScheduleStepSchema,
  onboardingServicesStepSchema,
  onboardingWarehouseStepSchema,
  rateSettingsFormSchema,
  surepostIssues,
  templateFormSchema,
  zoneFormSchema,
  zoneMappingFormSchema,
  type AutomationActionDraft,
} from '#domain/forms/index';

type Case = { rule: string; schema: z.ZodType; value: unknown; expected: Record<string, string> };
const run = (cases: Case[]) =>
  it.each(cases)('$rule', ({ schema, value, expected }) => {
    expect(errorsOf(schema, value)).toEqual(expected);
  });

describe('accounts §5 Carrier account forms', () => {
  const set = {
    name: 'Ann',
    company: 'Acme',
    phone: '555-123-4567',
    email: 'ops@acme.com',
    street1: '1 Main',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
  };
  run([
    {
      rule: 'credentials: all listed fields required',
      schema: carrierCredentialsFormSchema,
      value: {},
      expected: {
        userName: MESSAGES.required,
        userAccountNumber: MESSAGES.required,
        clientId: MESSAGES.required,
        clientSecret: MESSAGES.required,
      },
    },
    {
      rule: 'description and account number required',
      schema: carrierAccountFormSchema,
      value: { description: '', accountNumber: '' },
      expected: { description: MESSAGES.required, accountNumber: MESSAGES.required },
    },
    {
      rule: 'corporate sets: valid',
      schema: carrierCorporateFormSchema,
      value: { corporateContact: set, shippingAddress: set },
      expected: {},
    },
    {
      rule: 'corporate sets: country exactly 2 characters, name max 50, phone pattern, email valid',
      schema: carrierCorporateFormSchema,
      value: {
        corporateContact: { ...set, country: 'USA', name: 'n'.repeat(51), phone: 'abc', email: 'x' },
        shippingAddress: set,
      },
      expected: {
        'corporateContact.country': OUR_MESSAGES.exactLength(2),
        'corporateContact.name': MESSAGES.tooLong,
        'corporateContact.phone': MESSAGES.phoneFormat,
        'corporateContact.email': MESSAGES.invalidEmail,
      },
    },
    {
      rule: 'invoice validation type 0 requires 2faOption',
      schema: invoiceValidationFormSchema,
      value: { validationType: 0 },
      expected: { '2faOption': MESSAGES.required },
    },
    {
      rule: 'invoice validation type 0 with 2faOption',
      schema: invoiceValidationFormSchema,
      value: { validationType: '0', '2faOption': 'sms' },
      expected: {},
    },
    {
      rule: 'invoice validation type 1 requires invoice number, currency, date and amount',
      schema: invoiceValidationFormSchema,
      value: { validationType: 1 },
      expected: {
        invoiceNumber: MESSAGES.required,
        invoiceCurrency: MESSAGES.required,
        invoiceDate: MESSAGES.required,
        invoiceAmount: MESSAGES.required,
      },
    },
    {
      rule: 'invoice validation type 1 complete',
      schema: invoiceValidationFormSchema,
      value: {
        validationType: 1,
        invoiceNumber: 'INV1',
        invoiceCurrency: 'USD',
        invoiceDate: '01/02/2026',
        invoiceAmount: '12.50',
      },
      expected: {},
    },
    {
      rule: 'invoice validation type must be 0 or 1',
      schema: invoiceValidationFormSchema,
      value: { validationType: 2 },
      expected: { validationType: MESSAGES.required },
    },
    {
      rule: 'account holder form: all required',
      schema: accountHolderFormSchema,
      value: {},
      expected: {
        accountHolderName: MESSAGES.required,
        street1: MESSAGES.required,
        city: MESSAGES.required,
        state: MESSAGES.required,
        zip: MESSAGES.required,
        country: MESSAGES.required,
      },
    },
  ]);
});

describe('accounts §5 Claim', () => {
  const block = {
    firstName: '',
    lastName: '',
    phoneNumber: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
    emailAddress: '',
    fullName: '',
  };
  const claim = {
    usePolicyPayee: false,
    claimDetails: {
      bol: '1Z999',
      shipDate: '03/01/2026',
      lossDate: '03/05/2026',
      lossCause: 'loss',
      merchandiseAmount: 80,
      merchandiseDescription: 'Frozen salmon',
    },
    contactDetails: block,
    senderDetails: block,
    recipientDetails: block,
    payeeDetails: block,
  };
  const details = (extra: object) => ({ ...claim, claimDetails: { ...claim.claimDetails, ...extra } });
  const schema = makeClaimFormSchema({ declaredValue: 100 });
  run([
    { rule: 'valid claim', schema, value: claim, expected: {} },
    {
      rule: 'dates are MM/DD/YYYY',
      schema,
      value: details({ shipDate: '2026-03-01', lossDate: '02/30/2026' }),
      expected: {
        'claimDetails.shipDate': OUR_MESSAGES.invalidDate,
        'claimDetails.lossDate': OUR_MESSAGES.invalidDate,
      },
    },
    {
      rule: "'Loss date can't be before the ship date'",
      schema,
      value: details({ lossDate: '02/28/2026' }),
      expected: { 'claimDetails.lossDate': MESSAGES.lossDateBeforeShipDate },
    },
    { rule: 'loss date on the ship date is allowed', schema, value: details({ lossDate: '03/01/2026' }), expected: {} },
    {
      rule: "'Merchandise Amount cannot be greater than declared value'",
      schema,
      value: details({ merchandiseAmount: 100.01 }),
      expected: { 'claimDetails.merchandiseAmount': MESSAGES.merchandiseAboveDeclared },
    },
    {
      rule: 'merchandise amount equal to the declared value is allowed',
      schema,
      value: details({ merchandiseAmount: 100 }),
      expected: {},
    },
    {
      rule: 'damage description required when the loss cause is damage_Ext',
      schema,
      value: details({ lossCause: 'damage_Ext' }),
      expected: { 'claimDetails.damageDescription': MESSAGES.required },
    },
    {
      rule: 'merchandise and damage descriptions maximum 230',
      schema,
      value: details({ merchandiseDescription: 'm'.repeat(231), damageDescription: 'd'.repeat(231) }),
      expected: {
        'claimDetails.merchandiseDescription': MESSAGES.tooLong,
        'claimDetails.damageDescription': MESSAGES.tooLong,
      },
    },
    {
      rule: 'notes and packaging adjustment maximum 250',
      schema,
      value: details({ additionalNotes: 'n'.repeat(251), packagingAdjustment: 'p'.repeat(251) }),
      expected: {
        'claimDetails.additionalNotes': MESSAGES.tooLong,
        'claimDetails.packagingAdjustment': MESSAGES.tooLong,
      },
    },
    {
      rule: 'payee name, phone and email required when using the policy payee',
      schema,
      value: { ...claim, usePolicyPayee: true },
      expected: {
        'payeeDetails.fullName': MESSAGES.required,
        'payeeDetails.phoneNumber': MESSAGES.required,
        'payeeDetails.emailAddress': MESSAGES.required,
      },
    },
    {
      rule: 'payee email pattern',
      schema,
      value: { ...claim, payeeDetails: { ...block, emailAddress: 'nope' } },
      expected: { 'payeeDetails.emailAddress': MESSAGES.invalidEmail },
    },
    {
      rule: 'recipient block caps: city 30, name and address 35',
      schema,
      value: {
        ...claim,
        recipientDetails: { ...block, city: 'c'.repeat(31), fullName: 'f'.repeat(36), addressLine1: 'a'.repeat(36) },
      },
      expected: {
        'recipientDetails.city': MESSAGES.tooLong,
        'recipientDetails.fullName': MESSAGES.tooLong,
        'recipientDetails.addressLine1': MESSAGES.tooLong,
      },
    },
    {
      rule: 'claim settings profile needs name, merchandise description and damage description',
      schema: claimSettingsProfileFormSchema,
      value: {},
      expected: {
        profileName: MESSAGES.required,
        merchandiseDescription: MESSAGES.required,
        damageDescription: MESSAGES.required,
      },
    },
  ]);
});

describe('accounts §5 Account settings and Rate settings', () => {
  const base = { dryIce: { active: false } };
  run([
    { rule: 'account settings: defaults are valid', schema: accountSettingsFormSchema, value: base, expected: {} },
    {
      rule: 'dry ice weight required when active',
      schema: accountSettingsFormSchema,
      value: { dryIce: { active: true, weight: '' } },
      expected: { 'dryIce.weight': MESSAGES.required },
    },
    {
      rule: 'dry ice weight at least 0',
      schema: accountSettingsFormSchema,
      value: { dryIce: { active: true, weight: -1 } },
      expected: { 'dryIce.weight': OUR_MESSAGES.mustBeAtLeast(0) },
    },
    {
      rule: 'custom declared value at least 0',
      schema: accountSettingsFormSchema,
      value: { ...base, declaredValue: { active: true, custom: -5 } },
      expected: { 'declaredValue.custom': OUR_MESSAGES.mustBeAtLeast(0) },
    },
    {
      rule: 'custom weight at least 0.01',
      schema: accountSettingsFormSchema,
      value: { ...base, shipmentWeights: { active: true, type: 'custom', customWeight: 0 } },
      expected: { 'shipmentWeights.customWeight': OUR_MESSAGES.mustBeAtLeast(0.01) },
    },
    {
      rule: 'archive days 15 (lower bound accepted)',
      schema: accountSettingsFormSchema,
      value: { ...base, archiveOrders: { active: true, days: 15 } },
      expected: {},
    },
    {
      rule: 'archive days 365 (upper bound accepted)',
      schema: accountSettingsFormSchema,
      value: { ...base, archiveOrders: { active: true, days: 365 } },
      expected: {},
    },
    {
      rule: 'archive days 14 refused',
      schema: accountSettingsFormSchema,
      value: { ...base, archiveOrders: { active: true, days: 14 } },
      expected: { 'archiveOrders.days': OUR_MESSAGES.archiveDays },
    },
    {
      rule: 'archive days 366 refused',
      schema: accountSettingsFormSchema,
      value: { ...base, archiveOrders: { active: true, days: '366' } },
      expected: { 'archiveOrders.days': OUR_MESSAGES.archiveDays },
    },
    {
      rule: 'weight units lb, kg, oz, g',
      schema: accountSettingsFormSchema,
      value: { ...base, defaultWeightUnits: 'ton' },
      expected: { defaultWeightUnits: MESSAGES.invalid },
    },
    {
      rule: 'rate settings: markup -100 accepted',
      schema: rateSettingsFormSchema,
      value: { userMarkup: { active: true, value: -100, units: 'percent' } },
      expected: {},
    },
    {
      rule: "rate settings: 'Markdown value cannot be below -100%'",
      schema: rateSettingsFormSchema,
      value: { userMarkup: { active: true, value: -101, units: 'percent' } },
      expected: { 'userMarkup.value': MESSAGES.markdownBelowMin },
    },
    {
      rule: "rate settings: 'Markup value cannot be greater than 100%'",
      schema: rateSettingsFormSchema,
      value: { userMarkups: [{ active: true, value: 100.5, units: 'percent' }] },
      expected: { 'userMarkups.0.value': MESSAGES.markupAboveMax },
    },
    {
      rule: 'rate settings: a flat markup is not capped at 100',
      schema: rateSettingsFormSchema,
      value: { userMarkup: { active: true, value: 150, units: 'dollars' } },
      expected: {},
    },
    {
      rule: 'rate settings: rounding type up, down or nearest',
      schema: rateSettingsFormSchema,
      value: { rounding: { active: true, type: 'sideways' } },
      expected: { 'rounding.type': MESSAGES.invalid },
    },
  ]);
  it.each(['up', 'down', 'nearest'])('rate settings: rounding %s accepted', (type) => {
    expect(errorsOf(rateSettingsFormSchema, { rounding: { active: true, type } })).toEqual({});
  });
  it.each([
    [-100, true],
    [100, true],
    [0, true],
    [-100.01, false],
    [100.01, false],
  ])('markup percent %d valid: %s', (v, ok) => {
    expect(markupPercentField().safeParse(v).success).toBe(ok);
  });
});

describe('accounts §5 Templates', () => {
  const product = {
    name: 'Crab',
    image: 'https://cdn.example.com/crab.png',
    url: 'https://shop.example.com/crab',
    price: 30,
  };
  run([
    {
      rule: 'subject required for email type',
      schema: templateFormSchema,
      value: { type: 'email', subject: '' },
      expected: { subject: MESSAGES.required },
    },
    {
      rule: 'no subject needed for other types',
      schema: templateFormSchema,
      value: { type: 'integration' },
      expected: {},
    },
    {
      rule: 'FAQ needs at least one question when active',
      schema: templateFormSchema,
      value: { type: 'sms', faq: { isActive: true, questions: [] } },
      expected: { 'faq.questions': OUR_MESSAGES.atLeastOne('question') },
    },
    {
      rule: 'product upsell needs at least one product when active',
      schema: templateFormSchema,
      value: { type: 'sms', productUpsell: { isActive: true, products: [] } },
      expected: { 'productUpsell.products': OUR_MESSAGES.atLeastOne('product') },
    },
    {
      rule: 'upsell product: name, image, valid url and price',
      schema: templateFormSchema,
      value: { type: 'sms', productUpsell: { isActive: true, products: [{ ...product, url: 'nope', price: '' }] } },
      expected: {
        'productUpsell.products.0.url': MESSAGES.invalidUrl,
        'productUpsell.products.0.price': MESSAGES.required,
      },
    },
    {
      rule: 'upsell valid',
      schema: templateFormSchema,
      value: { type: 'email', subject: 'Your order shipped', productUpsell: { isActive: true, products: [product] } },
      expected: {},
    },
    {
      rule: 'product upsell off: its rows are not validated (half-filled rows are kept, not refused)',
      schema: templateFormSchema,
      value: {
        type: 'email',
        subject: 'Your order shipped',
        productUpsell: { isActive: false, products: [{ name: '', image: '', url: 'nope', price: '' }, product] },
      },
      expected: {},
    },
    {
      rule: 'product upsell off: no product needed',
      schema: templateFormSchema,
      value: { type: 'email', subject: 'Your order shipped', productUpsell: { isActive: false, products: [] } },
      expected: {},
    },
    {
      rule: 'upsell product rows checked again once upsell is turned on (each row, each field)',
      schema: templateFormSchema,
      value: {
        type: 'email',
        subject: 'Your order shipped',
        productUpsell: { isActive: true, products: [product, { name: '', image: '', url: 'shop', price: 'x' }] },
      },
      expected: {
        'productUpsell.products.1.name': MESSAGES.required,
        'productUpsell.products.1.image': MESSAGES.required,
        'productUpsell.products.1.url': MESSAGES.invalidUrl,
        'productUpsell.products.1.price': MESSAGES.invalid,
      },
    },
  ]);

  it('an active upsell row is answered parsed (price in dollars as a number); an inactive one as typed', () => {
    const active = templateFormSchema.parse({
      type: 'email',
      subject: 'Hi',
      productUpsell: { isActive: true, products: [{ ...product, name: ' Crab ', price: '24.50' }] },
    });
    expect(active.productUpsell.products).toEqual([{ ...product, price: 24.5 }]);
    const off = templateFormSchema.parse({
      type: 'email',
      subject: 'Hi',
      productUpsell: { isActive: false, products: [{ name: 'Crab', image: '', url: 'nope', price: '24.50' }] },
    });
    expect(off.productUpsell).toEqual({
      isActive: false,
      products: [{ name: 'Crab', image: '', url: 'nope', price: '24.50' }],
    });
  });
});

describe('accounts §5 Onboarding', () => {
  run([
    {
      rule: 'company name and logo required',
      schema: onboardingCompanyStepSchema,
      value: { companyName: '' },
      expected: { companyName: MESSAGES.required, logo: MESSAGES.required },
    },
    {
      rule: 'logo maximum 2097152 bytes (at the limit)',
      schema: onboardingCompanyStepSchema,
      value: { companyName: 'Acme', logo: { name: 'l.png', size: 2097152 } },
      expected: {},
    },
    {
      rule: 'logo maximum 2097152 bytes (one over)',
      schema: onboardingCompanyStepSchema,
      value: { companyName: 'Acme', logo: { name: 'l.png', size: 2097153 } },
      expected: { 'logo.size': OUR_MESSAGES.logoTooLarge },
    },
    {
      rule: 'at least one warehouse',
      schema: onboardingWarehouseStepSchema,
      value: {},
      expected: { newWarehouses: OUR_MESSAGES.atLeastOne('warehouse') },
    },
    {
      rule: 'an existing warehouse is enough',
      schema: onboardingWarehouseStepSchema,
      value: { warehouseIds: ['w1'] },
      expected: {},
    },
    {
      rule: 'a new warehouse needs street1, city, state, fullZipCode, name and phone',
      schema: onboardingWarehouseStepSchema,
      value: { newWarehouses: [{}] },
      expected: {
        'newWarehouses.0.name': MESSAGES.required,
        'newWarehouses.0.phone': MESSAGES.required,
        'newWarehouses.0.street1': MESSAGES.required,
        'newWarehouses.0.city': MESSAGES.required,
        'newWarehouses.0.state': MESSAGES.required,
        'newWarehouses.0.fullZipCode': MESSAGES.required,
      },
    },
    {
      rule: 'shipping schedule needs a timezone',
      schema: onboardingScheduleStepSchema,
      value: { timezone: '' },
      expected: { timezone: MESSAGES.required },
    },
    {
      rule: 'shipping schedule timezone must exist',
      schema: onboardingScheduleStepSchema,
      value: { timezone: 'Mars/Base' },
      expected: { timezone: MESSAGES.invalid },
    },
    {
      rule: 'shipping schedule with a timezone',
      schema: onboardingScheduleStepSchema,
      value: { timezone: 'America/Chicago' },
      expected: {},
    },
    {
      rule: 'preferred services needed when any service is selected',
      schema: onboardingServicesStepSchema,
      value: { anyServiceSelected: true },
      expected: { preferredServices: OUR_MESSAGES.atLeastOne('preferred service') },
    },
    {
      rule: 'preferred services needed when an own account is connected',
      schema: onboardingServicesStepSchema,
      value: { ownAccountConnected: true },
      expected: { preferredServices: OUR_MESSAGES.atLeastOne('preferred service') },
    },
    { rule: 'preferred services not needed otherwise', schema: onboardingServicesStepSchema, value: {}, expected: {} },
  ]);
});

describe('orders §5 / accounts §5 Zone, international profile, add funds, freight piece', () => {
  const mapping = { zipcodes: ['10001'], carriers: ['UPS'], services: ['Ground'], shops: ['acme.myshopify.com'] };
  run([
    { rule: 'zone name required', schema: zoneFormSchema, value: { zone: '' }, expected: { zone: MESSAGES.required } },
    { rule: 'zone mapping valid', schema: zoneMappingFormSchema, value: mapping, expected: {} },
    {
      rule: 'zone mapping: states instead of zipcodes',
      schema: zoneMappingFormSchema,
      value: { ...mapping, zipcodes: [], states: ['TX'] },
      expected: {},
    },
    {
      rule: 'zone mapping: at least one zipcode or state, carrier, service and shop',
      schema: zoneMappingFormSchema,
      value: { carriers: [], services: [], shops: [] },
      expected: {
        zipcodes: OUR_MESSAGES.atLeastOne('zipcode or state'),
        carriers: OUR_MESSAGES.atLeastOne('carrier'),
        services: OUR_MESSAGES.atLeastOne('service'),
        shops: OUR_MESSAGES.atLeastOne('shop'),
      },
    },
    {
      rule: 'zone mapping: no zipcode and no state',
      schema: zoneMappingFormSchema,
      value: { ...mapping, zipcodes: [] },
      expected: { zipcodes: OUR_MESSAGES.atLeastOne('zipcode or state') },
    },
    {
      rule: 'international profile: name, quantity and HTS code required',
      schema: internationalProfileFormSchema,
      value: {},
      expected: { profileName: MESSAGES.required, quantity: MESSAGES.quantityRequired, htsCode: MESSAGES.required },
    },
    {
      rule: 'international profile: description maximum 250',
      schema: internationalProfileFormSchema,
      value: {
        profileName: 'Fish',
        description: 'd'.repeat(251),
        quantity: 1,
        htsCode: { label: '0303', value: '0303' },
      },
      expected: { description: MESSAGES.tooLong },
    },
    {
      rule: 'add funds: card at least $1',
      schema: addFundsFormSchema,
      value: { method: 'card', amount: '0.99' },
      expected: { amount: OUR_MESSAGES.minAmount(1) },
    },
    {
      rule: 'add funds: card $1 accepted',
      schema: addFundsFormSchema,
      value: { method: 'card', amount: '1' },
      expected: {},
    },
    {
      rule: 'add funds: ACH below $2',
      schema: addFundsFormSchema,
      value: { method: 'ach', amount: 1.99 },
      expected: { amount: OUR_MESSAGES.amountBetween(2, 5000) },
    },
    {
      rule: 'add funds: ACH above $5000',
      schema: addFundsFormSchema,
      value: { method: 'ach', amount: 5000.01 },
      expected: { amount: OUR_MESSAGES.amountBetween(2, 5000) },
    },
    {
      rule: 'add funds: ACH $2 and $5000 accepted',
      schema: addFundsFormSchema,
      value: { method: 'ach', amount: 5000 },
      expected: {},
    },
    {
      rule: 'add funds: must be a valid number',
      schema: addFundsFormSchema,
      value: { method: 'card', amount: '12abc' },
      expected: { amount: OUR_MESSAGES.validNumber },
    },
    {
      rule: 'freight piece: package type, commodity, weight, length, width, height and class',
      schema: freightPieceFormSchema,
      value: { dimensions: {} },
      expected: {
        packageType: MESSAGES.required,
        commodity: MESSAGES.required,
        productClass: MESSAGES.required,
        'dimensions.length': MESSAGES.required,
        'dimensions.width': MESSAGES.required,
        'dimensions.height': MESSAGES.required,
        'dimensions.weight': MESSAGES.required,
      },
    },
  ]);

  it('add funds: the amount in integer cents', () => {
    expect(addFundsCents(addFundsFormSchema.parse({ method: 'card', amount: '19.99' }))).toBe(1999);
  });

  it.each([
    [{ commodity: 'Seafood', dimensions: { length: 48, width: 40, height: 50, weight: 500 } }, undefined],
    [
      { commodity: '', dimensions: { length: 48, width: 40, height: 50, weight: 500 } },
      OUR_MESSAGES.commodityClassNeeds,
    ],
    [
      { commodity: 'Seafood', dimensions: { length: 48, width: 0, height: 50, weight: 500 } },
      OUR_MESSAGES.commodityClassNeeds,
    ],
  ])('freight piece: commodity class needs commodity and dimensions (%#)', (piece, expected) => {
    expect(commodityClassLookupIssue(piece)).toBe(expected);
  });
});

describe('orders §5 Automation action completeness', () => {
  it.each<[string, AutomationActionDraft, boolean]>([
    ['set service with a named service', { type: 'set_service', value: 'UPS Ground' }, true],
    ["set service 'cheapest' needs days", { type: 'set_service', value: 'cheapest' }, false],
    ["set service 'cheapest' with days", { type: 'set_service', value: 'cheapest', days: 2 }, true],
    ['dry ice needs value and units', { type: 'add_dry_ice', value: 5 }, false],
    ['dry ice with value and units', { type: 'add_dry_ice', value: 5, units: 'lb' }, true],
    ['weight needs value and units', { type: 'set_weight', units: 'kg' }, false],
    ['weight with value and units', { type: 'set_weight', value: '2', units: 'kg' }, true],
    [
      'custom coolant needs length, width, height, sku and quantity',
      { type: 'add_coolant', coolant: { custom: true, length: 1, width: 1, height: 1, sku: 'Custom' } },
      false,
    ],
    [
      'custom coolant complete',
      { type: 'add_coolant', coolant: { custom: true, length: 1, width: 1, height: 1, sku: 'Custom', quantity: 2 } },
      true,
    ],
    ['preset coolant needs its choice', { type: 'add_coolant', value: 'gel-pack' }, true],
    ['custom insurance needs an amount', { type: 'add_insurance', insurance: { custom: true } }, false],
    ['custom insurance with an amount', { type: 'add_insurance', insurance: { custom: true, amount: 100 } }, true],
    ['automatic insurance', { type: 'add_insurance' }, true],
    ['set box needs a box', { type: 'set_box' }, false],
    ['add products needs products', { type: 'add_products', value: [] }, false],
  ])('%s', (_rule, action, expected) => {
    expect(isAutomationActionComplete(action)).toBe(expected);
  });
});

describe('orders §5 / accounts §5 Surepost (SurePostOver1Lb, SurePostUnder1Lb)', () => {
  const ok = {
    service: 'SurePostOver1Lb',
    weightLb: 5,
    dimensions: { length: 10, width: 10, height: 10 },
    dryIce: false,
    hazmat: false,
  };
  it.each([
    ['within limits', ok, []],
    ['weight 1 lb accepted', { ...ok, weightLb: 1 }, []],
    ['weight 9 lb accepted', { ...ok, weightLb: 9 }, []],
    ['weight under 1 lb', { ...ok, service: 'SurePostUnder1Lb', weightLb: 0.5 }, [OUR_MESSAGES.surepostWeight]],
    ['weight over 9 lb', { ...ok, weightLb: 9.01 }, [OUR_MESSAGES.surepostWeight]],
    [
      'volume over 1000 cubic inches',
      { ...ok, dimensions: { length: 10, width: 10, height: 10.1 } },
      [OUR_MESSAGES.surepostVolume],
    ],
    [
      'volume measured in inches whatever the unit',
      { ...ok, dimensions: { length: 26, width: 26, height: 26, units: 'cm' } },
      [OUR_MESSAGES.surepostVolume],
    ],
    [
      'no dry ice, no hazardous materials',
      { ...ok, dryIce: true, hazmat: true },
      [OUR_MESSAGES.surepostDryIce, OUR_MESSAGES.surepostHazmat],
    ],
    ['other services are not constrained', { ...ok, service: 'Ground', weightLb: 50, dryIce: true }, []],
  ])('%s', (_rule, candidate, expected) => {
    expect(surepostIssues(candidate)).toEqual(expected);
  });
});

describe('orders §5 other forms', () => {
  run([
    {
      rule: 'filters: name required',
      schema: makeSavedFilterFormSchema([]),
      value: { name: '', filters: { status: ['pending'] } },
      expected: { name: MESSAGES.required },
    },
    {
      rule: 'filters: some filter applied to save',
      schema: makeSavedFilterFormSchema([]),
      value: { name: 'Mine', filters: { status: [] } },
      expected: { filters: OUR_MESSAGES.atLeastOne('filter') },
    },
    {
      rule: 'filters: duplicate name refused',
      schema: makeSavedFilterFormSchema(['Late Orders']),
      value: { name: 'late orders', filters: { status: ['pending'] } },
      expected: { name: OUR_MESSAGES.duplicateFilterName },
    },
    {
      rule: 'bulk edit needs at least one field',
      schema: bulkEditFormSchema,
      value: { box: '', warehouse: null },
      expected: { '': OUR_MESSAGES.atLeastOne('field') },
    },
    { rule: 'bulk edit with one field', schema: bulkEditFormSchema, value: { box: 'b1' }, expected: {} },
    {
      rule: 'API key mandatory',
      schema: apiKeyFormSchema,
      value: { apiKey: ' ' },
      expected: { apiKey: MESSAGES.required },
    },
    {
      rule: 'CSV import must be a CSV file',
      schema: csvImportFormSchema,
      value: { file: { name: 'orders.xlsx' } },
      expected: { file: OUR_MESSAGES.csvFileRequired },
    },
    {
      rule: 'CSV import: a spreadsheet says only that it is not a CSV file, whatever its long MIME type',
      schema: csvImportFormSchema,
      value: {
        file: { name: 'orders.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      },
      expected: { file: OUR_MESSAGES.csvFileRequired },
    },
    {
      rule: 'CSV import accepts .csv',
      schema: csvImportFormSchema,
      value: { file: { name: 'orders.CSV' } },
      expected: {},
    },
    {
      rule: 'preferred carrier must be valid',
      schema: makePreferredServiceFormSchema({ UPS: ['Ground'] }),
      value: { carrier: 'DHL', service: 'Ground' },
      expected: { carrier: MESSAGES.invalid },
    },
    {
      rule: 'preferred service must be valid',
      schema: makePreferredServiceFormSchema({ UPS: ['Ground'] }),
      value: { carrier: 'UPS', service: 'Air' },
      expected: { service: MESSAGES.invalid },
    },
  ]);
  it.each([
    ['555-123-4567', true],
    ['+44 20 7946 0958', true],
    ['555-1234', false],
    ['12345678901234', false],
  ])('pickup/dropoff phone %s is checked: %s', (phone, expected) => {
    expect(isCheckablePickupPhone(phone)).toBe(expected);
  });
});
