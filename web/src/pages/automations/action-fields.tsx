import { createElement, type ReactNode } from 'react';
import DatePicker from '@cloudscape-design/components/date-picker';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { RuleActionInput } from '#domain/automations/rule.schema';
import { PACKING_ALGORITHMS } from '#domain/packing/packing.schema';
import { LENGTH_UNITS, WEIGHT_UNITS } from '#domain/units/units.rules';
import { PACKING_ALGORITHM_LABELS } from './automation-labels';
import { optionsOf, type AutomationChoices } from './use-automation-choices';

type Action<T extends RuleActionInput['type']> = Extract<RuleActionInput, { type: T }>;
const option = (value: string, label = value): SelectProps.Option => ({ value, label });
const numberIn = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOf = (n: number | undefined) => (n === undefined ? '' : String(n));

interface FieldsProps {
  index: number;
  action: RuleActionInput;
  choices: AutomationChoices;
  onChange: (action: RuleActionInput) => void;
}

/** The inputs of one action type; actions that need nothing more show nothing. */
export function ActionFields({ index, action, choices, onChange }: FieldsProps) {
  const label = (what: string) => `Action ${index} ${what}`;
  const set = <T extends RuleActionInput>(patch: Partial<T>) => onChange({ ...action, ...patch } as RuleActionInput);
  const num = (what: string, value: number | undefined, apply: (n: number | undefined) => void, placeholder = what) => (
    <Input
      ariaLabel={label(what)}
      type="number"
      value={textOf(value)}
      placeholder={placeholder}
      onChange={(e) => apply(numberIn(e.detail.value))}
    />
  );
  const pickOne = (
    what: string,
    value: string | undefined,
    options: SelectProps.Option[],
    apply: (v: string) => void,
  ) => (
    <Select
      ariaLabel={label(what)}
      placeholder={`Choose ${what}`}
      selectedOption={value ? (options.find((o) => o.value === value) ?? option(value)) : null}
      options={options}
      filteringType="auto"
      onChange={(e) => apply(e.detail.selectedOption.value ?? '')}
    />
  );
  const pickMany = (
    what: string,
    ids: string[] | undefined,
    options: SelectProps.Option[],
    apply: (ids: string[]) => void,
  ) => (
    <Multiselect
      ariaLabel={label(what)}
      placeholder={`Choose ${what}`}
      selectedOptions={optionsOf(ids, options)}
      options={options}
      filteringType="auto"
      onChange={(e) => apply(e.detail.selectedOptions.map((o) => o.value ?? ''))}
    />
  );
  // Children as arguments, not an array: they need no keys.
  const row = (...children: ReactNode[]) =>
    createElement(SpaceBetween, { direction: 'horizontal', size: 'xs' }, ...children);
  const weight = (a: Action<'add_dry_ice'> | Action<'set_weight'>) =>
    row(
      num('value', a.value, (value) => set({ value }), 'Weight'),
      pickOne(
        'units',
        a.units,
        WEIGHT_UNITS.map((u) => option(u)),
        (units) => set({ units: units as 'lb' }),
      ),
    );

  switch (action.type) {
    case 'add_products': {
      const qty = action.products?.[0]?.quantity ?? 1;
      return row(
        pickMany(
          'products',
          action.products?.map((p) => p.productId),
          choices.products,
          (ids) => set({ products: ids.map((productId) => ({ productId, quantity: qty })) }),
        ),
        num('quantity', qty, (q) => set({ products: action.products?.map((p) => ({ ...p, quantity: q ?? 1 })) })),
      );
    }
    case 'remove_products':
      return pickMany('products', action.productIds, choices.products, (productIds) => set({ productIds }));
    case 'add_packaging': {
      const qty = action.packagings?.[0]?.quantity ?? 1;
      return row(
        pickMany(
          'packagings',
          action.packagings?.map((p) => p.packagingId),
          choices.packagings,
          (ids) => set({ packagings: ids.map((packagingId) => ({ packagingId, quantity: qty })) }),
        ),
        num('quantity', qty, (q) => set({ packagings: action.packagings?.map((p) => ({ ...p, quantity: q ?? 1 })) })),
      );
    }
    case 'remove_packaging':
      return pickMany('packagings', action.packagingIds, choices.packagings, (packagingIds) => set({ packagingIds }));
    case 'add_dry_ice':
    case 'set_weight':
      return weight(action);
    case 'add_insurance':
      return row(
        pickOne(
          'coverage',
          action.mode,
          [option('declared_value', 'Declared value'), option('custom', 'Custom amount')],
          (mode) => set({ mode: mode as 'custom' }),
        ),
        action.mode === 'custom' &&
          num(
            'amount',
            action.amountCents === undefined ? undefined : action.amountCents / 100,
            (d) => set({ amountCents: d === undefined ? undefined : Math.round(d * 100) }),
            'Amount in $',
          ),
      );
    case 'add_coolant':
      return (
        <SpaceBetween size="xs">
          {pickOne(
            'coolant kind',
            action.mode,
            [option('catalog', 'From the catalog'), option('custom', 'Custom coolant')],
            (mode) => set({ mode: mode as 'custom' }),
          )}
          {action.mode === 'catalog' &&
            pickOne('coolant', action.coolantId, choices.coolants, (coolantId) => set({ coolantId }))}
          {action.mode === 'custom' &&
            row(
              num('length', action.length, (length) => set({ length }), 'L'),
              num('width', action.width, (width) => set({ width }), 'W'),
              num('height', action.height, (height) => set({ height }), 'H'),
              pickOne(
                'length units',
                action.units ?? 'in',
                LENGTH_UNITS.map((u) => option(u)),
                (units) => set({ units: units as 'in' }),
              ),
              <Input
                key="sku"
                ariaLabel={label('sku')}
                value={action.sku ?? ''}
                placeholder="SKU"
                onChange={(e) => set({ sku: e.detail.value })}
              />,
              num('quantity', action.quantity, (quantity) => set({ quantity }), 'Qty'),
            )}
        </SpaceBetween>
      );
    case 'set_service':
      return row(
        pickOne(
          'service kind',
          action.mode,
          [option('named', 'A named service'), option('cheapest_within_days', 'Cheapest arriving within')],
          (mode) => set({ mode: mode as 'named' }),
        ),
        action.mode === 'named' && (
          <Input
            key="carrier"
            ariaLabel={label('carrier')}
            value={action.carrier ?? ''}
            placeholder="Carrier"
            onChange={(e) => set({ carrier: e.detail.value })}
          />
        ),
        action.mode === 'named' && (
          <Input
            key="service"
            ariaLabel={label('service')}
            value={action.service ?? ''}
            placeholder="Service"
            onChange={(e) => set({ service: e.detail.value })}
          />
        ),
        action.mode === 'cheapest_within_days' && num('days', action.days, (days) => set({ days }), 'Days'),
      );
    case 'set_box':
      return pickOne('box', action.boxId, choices.boxes, (boxId) => set({ boxId }));
    case 'set_warehouse':
      return pickOne('warehouse', action.warehouseId, choices.warehouses, (warehouseId) => set({ warehouseId }));
    case 'set_box_packing_algorithm':
      return pickOne(
        'algorithm',
        action.algorithm,
        PACKING_ALGORITHMS.map((a) => option(a, PACKING_ALGORITHM_LABELS[a] ?? a)),
        (algorithm) => set({ algorithm: algorithm as 'useBoxPackingAlgo' }),
      );
    case 'add_tag':
      return (
        <Input
          ariaLabel={label('tag')}
          value={action.tag ?? ''}
          placeholder="Tag"
          onChange={(e) => set({ tag: e.detail.value })}
        />
      );
    case 'hold_until':
      return (
        <DatePicker
          ariaLabel={label('date')}
          value={action.date ?? ''}
          placeholder="YYYY/MM/DD"
          onChange={(e) => set({ date: e.detail.value || undefined })}
        />
      );
    default:
      return <span />;
  }
}
