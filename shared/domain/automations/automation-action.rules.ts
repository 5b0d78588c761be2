import { parseLengthUnit, parseWeightUnit } from '../units/units.rules';
import { AUTOMATION_ACTIONS, AUTOMATION_MESSAGES, type AutomationAction } from './automation.constants';
import type { RuleAction } from './rule.schema';

export { AUTOMATION_ACTIONS };

export interface AutomationActionDraft {
  type: AutomationAction | string;
  /** set_service: a service name or 'cheapest'; set_box / set_warehouse: the chosen id; products: their ids. */
  value?: unknown;
  /** set_service 'cheapest': transit days it must arrive within. */
  days?: unknown;
  units?: unknown;
  /** add_coolant: 'custom' needs length, width, height, sku and quantity. */
  coolant?: {
    custom?: boolean;
    length?: unknown;
    width?: unknown;
    height?: unknown;
    units?: unknown;
    sku?: unknown;
    quantity?: unknown;
  } | null;
  /** add_insurance: custom needs an amount. */
  insurance?: { custom?: boolean; amount?: unknown } | null;
}

const positive = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
};
const given = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && String(v).trim() !== '';

/**
 * orders §5: automation actions stay disabled until complete — set service with 'cheapest'
 * needs days; dry ice and weight need value and units; custom coolant needs length, width,
 * height, sku and quantity; custom insurance needs an amount. Other set/add actions need their
 * value; removing dry ice, insurance or coolant and the packing algorithm need nothing more.
 */
export function isAutomationActionComplete(action: AutomationActionDraft): boolean {
  switch (action.type) {
    case 'set_service':
      return (
        given(action.value) &&
        (action.value !== 'cheapest' ||
          (given(action.days) && Number.isInteger(Number(action.days)) && Number(action.days) >= 0))
      );
    case 'add_dry_ice':
    case 'set_weight':
      return positive(action.value) && parseWeightUnit(action.units) !== undefined;
    case 'add_coolant': {
      const c = action.coolant;
      if (!c?.custom) return given(action.value);
      const unitOk = c.units === undefined || parseLengthUnit(c.units) !== undefined;
      return (
        positive(c.length) && positive(c.width) && positive(c.height) && unitOk && given(c.sku) && positive(c.quantity)
      );
    }
    case 'add_insurance':
      return action.insurance?.custom ? positive(action.insurance.amount) : true;
    case 'remove_dry_ice':
    case 'remove_insurance':
    case 'remove_coolant':
    case 'set_box_packing_algorithm':
      return true;
    default:
      return given(action.value);
  }
}

const filled = (s: string | undefined) => s !== undefined && s.trim() !== '';
const above0 = (n: number | undefined) => n !== undefined && n > 0;

/**
 * The same rule for a typed rule action: why it is not complete yet, or undefined when it is. A set
 * packing algorithm without a choice means the default algorithm, as the spec's form allows.
 */
export function actionIncompleteReason(action: RuleAction): string | undefined {
  const m = AUTOMATION_MESSAGES;
  switch (action.type) {
    case 'set_service':
      if (action.mode === 'cheapest_within_days') return action.days === undefined ? m.cheapestNeedsDays : undefined;
      return action.mode === 'named' && filled(action.carrier) && filled(action.service) ? undefined : m.serviceNeeded;
    case 'add_dry_ice':
    case 'set_weight':
      return above0(action.value) && action.units !== undefined ? undefined : m.valueAndUnits;
    case 'add_coolant':
      if (action.mode === 'custom')
        return above0(action.length) &&
          above0(action.width) &&
          above0(action.height) &&
          filled(action.sku) &&
          above0(action.quantity)
          ? undefined
          : m.customCoolant;
      return action.mode === 'catalog' && filled(action.coolantId) ? undefined : m.coolantNeeded;
    case 'add_insurance':
      return action.mode === 'custom' && !above0(action.amountCents) ? m.customInsurance : undefined;
    case 'add_products':
      return action.products?.length ? undefined : m.productsNeeded;
    case 'remove_products':
      return action.productIds?.length ? undefined : m.productsNeeded;
    case 'add_packaging':
      return action.packagings?.length ? undefined : m.packagingNeeded;
    case 'remove_packaging':
      return action.packagingIds?.length ? undefined : m.packagingNeeded;
    case 'set_box':
      return filled(action.boxId) ? undefined : m.boxNeeded;
    case 'set_warehouse':
      return filled(action.warehouseId) ? undefined : m.warehouseNeeded;
    case 'add_tag':
      return filled(action.tag) ? undefined : m.tagNeeded;
    case 'hold_until':
      return filled(action.date) ? undefined : m.dateNeeded;
    case 'remove_dry_ice':
    case 'remove_insurance':
    case 'remove_coolant':
    case 'set_box_packing_algorithm':
    case 'stop_processing':
      return undefined;
  }
}
