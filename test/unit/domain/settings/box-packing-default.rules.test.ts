import { describe, expect, it } from 'vitest';
import {
  accountPackingAlgorithm,
  importPackingAlgorithm,
  newOrderPackingAlgorithm,
  packForMeAlgorithm,
  packsNewOrdersByDefault,
  shipmentNeedsBox,
} from '#domain/settings/box-packing-default.rules';

const off = { useBoxPackingAlgo: false, useBoxPackingAlgoQuantity: false, useBoxPackingAlgoWeight: false };
const general = { ...off, useBoxPackingAlgo: true };
const quantity = { ...off, useBoxPackingAlgoQuantity: true };
const weight = { ...off, useBoxPackingAlgoWeight: true };

describe('accounts §3 account settings: box packing algorithm flags (general, quantity, weight)', () => {
  it.each([
    { name: 'all off', settings: off, expected: undefined },
    { name: 'general', settings: general, expected: 'useBoxPackingAlgo' },
    { name: 'quantity', settings: quantity, expected: 'useBoxPackingAlgoQuantity' },
    { name: 'weight', settings: weight, expected: 'useBoxPackingAlgoWeight' },
    {
      name: 'general and weight: general first',
      settings: { ...general, useBoxPackingAlgoWeight: true },
      expected: 'useBoxPackingAlgo',
    },
    {
      name: 'quantity and weight: quantity first',
      settings: { ...quantity, useBoxPackingAlgoWeight: true },
      expected: 'useBoxPackingAlgoQuantity',
    },
    { name: 'nothing stored', settings: {}, expected: undefined },
  ])('accounts §3: $name → $expected', ({ settings, expected }) => {
    expect(accountPackingAlgorithm(settings)).toBe(expected);
    expect(packsNewOrdersByDefault(settings)).toBe(expected !== undefined);
  });
});

describe('orders import: packWithBoxes defaults to the account setting; an explicit flag wins', () => {
  it.each([
    { requested: undefined, settings: off, expected: undefined },
    { requested: undefined, settings: general, expected: 'useBoxPackingAlgo' },
    { requested: undefined, settings: weight, expected: 'useBoxPackingAlgoWeight' },
    { requested: false, settings: general, expected: undefined },
    { requested: false, settings: quantity, expected: undefined },
    { requested: true, settings: off, expected: 'useBoxPackingAlgo' },
    { requested: true, settings: quantity, expected: 'useBoxPackingAlgoQuantity' },
  ])(
    'accounts §3 + orders §3: requested $requested with $settings → $expected',
    ({ requested, settings, expected }) => {
      expect(importPackingAlgorithm(requested, settings)).toBe(expected);
    },
  );
});

describe("order create: the order's own useBoxPackingAlgo flags (orders §3) first, else the account's", () => {
  it.each([
    { order: off, settings: off, expected: undefined },
    { order: off, settings: general, expected: 'useBoxPackingAlgo' },
    { order: off, settings: quantity, expected: 'useBoxPackingAlgoQuantity' },
    { order: weight, settings: general, expected: 'useBoxPackingAlgoWeight' },
    { order: general, settings: off, expected: 'useBoxPackingAlgo' },
  ])('orders §3: order $order, account $settings → $expected', ({ order, settings, expected }) => {
    expect(newOrderPackingAlgorithm(order, settings)).toBe(expected);
  });
});

describe('"Pack for me": the algorithm asked for, else the account setting, else general', () => {
  it.each([
    { requested: undefined, settings: off, expected: 'useBoxPackingAlgo' },
    { requested: undefined, settings: quantity, expected: 'useBoxPackingAlgoQuantity' },
    { requested: undefined, settings: weight, expected: 'useBoxPackingAlgoWeight' },
    { requested: 'useBoxPackingAlgo', settings: weight, expected: 'useBoxPackingAlgo' },
  ] as const)('accounts §3: requested $requested with $settings → $expected', ({ requested, settings, expected }) => {
    expect(packForMeAlgorithm(requested, settings)).toBe(expected);
  });
});

describe('orders §3 shipment.box: only shipments with lines and no box are packed', () => {
  const line = { quantity: 1 } as never;
  it.each([
    { name: 'no box, a product', shipment: { box: null, products: [line] }, expected: true },
    { name: 'box absent, a product', shipment: { products: [line] }, expected: true },
    { name: 'a chosen box is kept', shipment: { box: { name: 'Cube' } as never, products: [line] }, expected: false },
    { name: 'no products: nothing to pack', shipment: { box: null, products: [] }, expected: false },
  ])('$name → $expected', ({ shipment, expected }) => {
    expect(shipmentNeedsBox(shipment as never)).toBe(expected);
  });
});
