import { actionIncompleteReason } from './automation-action.rules';
import { mergeReferences, namedServiceKey, type CatalogReferences } from './automation-catalog.rules';
import {
  LIST_FIELDS,
  serviceKey,
  type AutomationCatalog,
  type AutomationContext,
  type AutomationField,
  type AutomationFields,
  type AutomationOrder,
  type ListField,
} from './automation-order';
import type { RuleTrigger } from './automation.constants';
import { compileCondition, OrderFacts, type ConditionTest } from './rule-conditions.rules';
import type { Rule, RuleAction } from './rule.schema';

/**
 * The rule engine. Semantics (docs/automations.md says the same for merchants):
 * - Active rules run by position, lowest first; a trigger given to the run keeps only the rules holding it.
 * - Conditions read the order as it was before any automation (never an earlier rule's output), so whether
 *   a rule matches does not depend on the rules above it.
 * - For the same field the later rule wins; the earlier change stays in the record, marked overridden by
 *   the later rule. List fields (products, packaging, tags) conflict per element, so two rules adding two
 *   tags both apply.
 * - A `stop_processing` action ends the run after its rule's own actions.
 * - Fields the merchant edited by hand are kept unless the run says `overwriteManual`.
 * - A rule with an incomplete action, or naming a box, product, packaging, warehouse, service or store the
 *   account no longer has, is skipped with its reason; the rules after it run as usual.
 * - Idempotent: a run first takes back what the previous run wrote (its `changes`, where the field still
 *   holds what it wrote), then applies the rules to that order, so a second run changes nothing, and a
 *   re-run after editing the rules leaves no trace of an effect a rule no longer has.
 * - Actions set values rather than add to them (dry ice becomes 5 lb, not 5 lb more; a tag or product
 *   line present already is kept), so one run never stacks.
 * - `changes` is the undo record: each element's first `before` is the value before the run.
 */

export type RuleForEngine = Pick<
  Rule,
  'ruleId' | 'name' | 'position' | 'active' | 'triggers' | 'match' | 'conditions' | 'actions'
>;

export interface RuleChange {
  ruleId: string;
  ruleName: string;
  field: AutomationField;
  /** The element of a list field: product id, packaging id, or tag in lower case. */
  item?: string;
  /** null: absent (no value, or no such element). */
  before: unknown;
  /** Where the element stood in its list before the run, so an undo puts a removed element back in place. */
  index?: number;
  after: unknown;
  /** A later rule changed the same field (or element) again, so this change is not what the order keeps. */
  overriddenByRuleId?: string;
}

export interface RunOptions {
  trigger?: RuleTrigger;
  /** Fields the merchant edited by hand: kept unless `overwriteManual`. */
  manualFields?: Iterable<AutomationField>;
  overwriteManual?: boolean;
  /** The previous run's changes on this order, taken back before the rules apply again. */
  previous?: readonly RuleChange[];
}

export interface RunResult {
  /** The fields to write: each one's whole new value, only where it differs from the order given. */
  patch: Partial<AutomationFields>;
  /** What this run changed, rule by rule, from the order before any automation. */
  changes: RuleChange[];
  /** Rules whose conditions matched, in the order they ran. */
  fired: string[];
  skipped: { ruleId: string; reason: string }[];
  /** Changes not made because the merchant edited the field by hand. */
  keptManual: { ruleId: string; field: AutomationField; item?: string }[];
}

export const SKIP_REASONS = {
  incomplete: (why: string) => `Incomplete action: ${why}`,
  missingBox: (id: string) => `Box ${id} no longer exists`,
  missingProduct: (id: string) => `Product ${id} no longer exists`,
  missingPackaging: (id: string) => `Packaging ${id} no longer exists`,
  missingWarehouse: (id: string) => `Warehouse ${id} no longer exists`,
  missingService: (carrier: string, service: string) => `Service ${carrier} ${service} is not available`,
  missingStore: (id: string) => `Store ${id} no longer exists`,
} as const;

const isList = (field: AutomationField): field is ListField => (LIST_FIELDS as readonly string[]).includes(field);
const tagKey = (tag: string) => tag.trim().toLowerCase();

/** Plain-data equality for field values (objects, arrays, numbers, strings, null). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameValue(v, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

function elementKey(field: ListField, element: unknown): string | undefined {
  if (field === 'tags') return tagKey(element as string);
  if (field === 'products') return (element as { productId?: string }).productId;
  return (element as { packagingId: string }).packagingId;
}

function readElement(fields: AutomationFields, field: ListField, item: string): unknown {
  for (const element of fields[field]) if (elementKey(field, element) === item) return element;
  return null;
}

/**
 * A list with some elements replaced or removed (null) in place, and the others inserted at their recorded
 * position (ascending, so restoring several removed elements rebuilds the original order) or appended.
 */
function withElements(
  field: ListField,
  list: readonly unknown[],
  elements: Map<string, unknown>,
  positions?: ReadonlyMap<string, number>,
): unknown[] {
  const out: unknown[] = [];
  const done = new Set<string>();
  for (const element of list) {
    const key = elementKey(field, element);
    if (key === undefined || !elements.has(key) || done.has(key)) {
      if (key === undefined || !done.has(key)) out.push(element);
      continue;
    }
    done.add(key);
    const value = elements.get(key);
    if (value !== null) out.push(value);
  }
  const placed: [number, unknown][] = [];
  for (const [key, value] of elements) {
    if (done.has(key) || value === null) continue;
    const at = positions?.get(key);
    if (at === undefined) out.push(value);
    else placed.push([at, value]);
  }
  placed.sort((a, b) => a[0] - b[0]);
  for (const [at, value] of placed) out.splice(Math.min(at, out.length), 0, value);
  return out;
}

/** Field values being written by a run, over an order it does not modify. */
class Working {
  private scalars = new Map<AutomationField, unknown>();
  private lists = new Map<ListField, Map<string, unknown>>();
  private positions = new Map<ListField, Map<string, number>>();

  constructor(readonly base: AutomationFields) {}

  read(field: AutomationField, item?: string): unknown {
    if (item !== undefined && isList(field)) {
      const elements = this.lists.get(field);
      return elements?.has(item) ? elements.get(item) : readElement(this.base, field, item);
    }
    return this.scalars.has(field) ? this.scalars.get(field) : this.base[field];
  }

  /** The element's index in the list the run started from, if it is there. */
  baseIndex(field: ListField, item: string): number | undefined {
    const at = this.base[field].findIndex((element) => elementKey(field, element) === item);
    return at < 0 ? undefined : at;
  }

  write(field: AutomationField, item: string | undefined, value: unknown, position?: number) {
    if (item !== undefined && isList(field)) {
      let elements = this.lists.get(field);
      if (!elements) this.lists.set(field, (elements = new Map()));
      elements.set(item, value);
      if (position !== undefined) {
        let positions = this.positions.get(field);
        if (!positions) this.positions.set(field, (positions = new Map()));
        positions.set(item, position);
      }
    } else this.scalars.set(field, value);
  }

  touched(): AutomationField[] {
    return [...this.scalars.keys(), ...this.lists.keys()];
  }

  value(field: AutomationField): unknown {
    if (isList(field)) {
      const elements = this.lists.get(field);
      return elements ? withElements(field, this.base[field], elements, this.positions.get(field)) : this.base[field];
    }
    return this.scalars.has(field) ? this.scalars.get(field) : this.base[field];
  }
}

interface Write {
  field: AutomationField;
  item?: string;
  value: unknown;
}
type ActionWrites = (w: Working, catalog: AutomationCatalog | undefined) => Write[];

function compileAction(a: RuleAction): ActionWrites {
  const set = (field: AutomationField, value: unknown): ActionWrites => {
    const writes = [{ field, value }];
    return () => writes;
  };
  switch (a.type) {
    case 'add_products':
      return (w, catalog) =>
        (a.products ?? [])
          .filter((p) => w.read('products', p.productId) === null)
          .map((p) => ({
            field: 'products',
            item: p.productId,
            value: { productId: p.productId, sku: catalog?.products?.get(p.productId) ?? '', quantity: p.quantity },
          }));
    case 'remove_products': {
      const writes = (a.productIds ?? []).map((id) => ({ field: 'products' as const, item: id, value: null }));
      return () => writes;
    }
    case 'add_packaging':
      return (w) =>
        (a.packagings ?? [])
          .filter((p) => w.read('packagings', p.packagingId) === null)
          .map((p) => ({ field: 'packagings', item: p.packagingId, value: { ...p } }));
    case 'remove_packaging': {
      const writes = (a.packagingIds ?? []).map((id) => ({ field: 'packagings' as const, item: id, value: null }));
      return () => writes;
    }
    case 'add_dry_ice':
      return set('dryIce', { value: a.value, units: a.units });
    case 'remove_dry_ice':
      return set('dryIce', null);
    case 'add_insurance':
      return set(
        'insurance',
        a.mode === 'custom' ? { mode: 'custom', amountCents: a.amountCents } : { mode: 'declared_value' },
      );
    case 'remove_insurance':
      return set('insurance', null);
    case 'add_coolant':
      return set(
        'coolant',
        a.mode === 'custom'
          ? {
              mode: 'custom',
              length: a.length,
              width: a.width,
              height: a.height,
              units: a.units ?? 'in',
              sku: a.sku,
              quantity: a.quantity,
            }
          : { mode: 'catalog', coolantId: a.coolantId },
      );
    case 'remove_coolant':
      return set('coolant', null);
    case 'set_service':
      return set(
        'service',
        a.mode === 'cheapest_within_days'
          ? { mode: 'cheapest_within_days', days: a.days }
          : { mode: 'named', carrier: a.carrier, service: a.service },
      );
    case 'set_box':
      return set('boxId', a.boxId);
    case 'set_weight':
      return set('weight', { value: a.value, units: a.units });
    case 'set_warehouse':
      return set('warehouseId', a.warehouseId);
    case 'set_box_packing_algorithm':
      return set('packingAlgorithm', a.algorithm ?? 'useBoxPackingAlgo');
    case 'add_tag': {
      const tag = (a.tag ?? '').trim();
      const key = tagKey(tag);
      return (w) => (w.read('tags', key) === null ? [{ field: 'tags', item: key, value: tag }] : []);
    }
    case 'hold_until':
      return set('holdUntil', a.date);
    case 'stop_processing':
      return () => [];
  }
}

/** Everything a rule names that the account might delete, checked against the run's catalog. */
interface References {
  boxIds: string[];
  productIds: string[];
  packagingIds: string[];
  warehouseIds: string[];
  services: [string, string][];
  storeIds: string[];
}

function referencesOf(rule: RuleForEngine): References {
  const refs: References = {
    boxIds: [],
    productIds: [],
    packagingIds: [],
    warehouseIds: [],
    services: [],
    storeIds: [],
  };
  for (const c of rule.conditions) {
    if (c.type === 'box') refs.boxIds.push(...c.boxIds);
    if (c.type === 'packaging') refs.packagingIds.push(...c.packagingIds);
    if (c.type === 'store') refs.storeIds.push(...c.storeIds);
  }
  for (const a of rule.actions) {
    if (a.type === 'set_box' && a.boxId) refs.boxIds.push(a.boxId);
    if (a.type === 'add_products') refs.productIds.push(...(a.products ?? []).map((p) => p.productId));
    if (a.type === 'remove_products') refs.productIds.push(...(a.productIds ?? []));
    if (a.type === 'add_packaging') refs.packagingIds.push(...(a.packagings ?? []).map((p) => p.packagingId));
    if (a.type === 'remove_packaging') refs.packagingIds.push(...(a.packagingIds ?? []));
    if (a.type === 'add_coolant' && a.mode === 'catalog' && a.coolantId) refs.packagingIds.push(a.coolantId);
    if (a.type === 'set_warehouse' && a.warehouseId) refs.warehouseIds.push(a.warehouseId);
    if (a.type === 'set_service' && a.mode === 'named' && a.carrier && a.service)
      refs.services.push([a.carrier, a.service]);
  }
  return refs;
}

function missingReference(refs: References, catalog: AutomationCatalog | undefined): string | undefined {
  if (!catalog) return undefined;
  const { boxIds, products, packagingIds, warehouseIds, services, storeIds } = catalog;
  const R = SKIP_REASONS;
  for (const id of refs.boxIds) if (boxIds && !boxIds.has(id)) return R.missingBox(id);
  for (const id of refs.productIds) if (products && !products.has(id)) return R.missingProduct(id);
  for (const id of refs.packagingIds) if (packagingIds && !packagingIds.has(id)) return R.missingPackaging(id);
  for (const id of refs.warehouseIds) if (warehouseIds && !warehouseIds.has(id)) return R.missingWarehouse(id);
  for (const [carrier, service] of refs.services)
    if (services && !services.has(serviceKey(carrier, service)) && !services.has(namedServiceKey(carrier, service)))
      return R.missingService(carrier, service);
  for (const id of refs.storeIds) if (storeIds && !storeIds.has(id)) return R.missingStore(id);
  return undefined;
}

/** The catalog entries a run of these rules reads: every box, product, packaging and warehouse they name. */
export function rulesReferences(rules: readonly RuleForEngine[]): CatalogReferences {
  return mergeReferences(...rules.map(referencesOf));
}

/** The entries a revert of these changes writes back: the box, warehouse and coolant each had before the run. */
export function changesReferences(changes: readonly RuleChange[]): CatalogReferences {
  const refs = { boxIds: [] as string[], warehouseIds: [] as string[], packagingIds: [] as string[] };
  for (const c of changes)
    for (const value of [c.before, c.after]) {
      if (typeof value === 'string' && c.field === 'boxId') refs.boxIds.push(value);
      if (typeof value === 'string' && c.field === 'warehouseId') refs.warehouseIds.push(value);
      const coolant = value as { mode?: string; coolantId?: string } | null;
      if (c.field === 'coolant' && coolant?.mode === 'catalog' && coolant.coolantId)
        refs.packagingIds.push(coolant.coolantId);
    }
  return mergeReferences(refs);
}

/** Why a saved rule is skipped for naming something the catalog no longer has (a deleted box, …), or undefined. */
export function missingReferenceReason(rule: RuleForEngine, catalog: AutomationCatalog): string | undefined {
  return missingReference(referencesOf(rule), catalog);
}

interface CompiledRule {
  ruleId: string;
  name: string;
  triggers: ReadonlySet<RuleTrigger>;
  matches: ConditionTest;
  actions: ActionWrites[];
  stops: boolean;
  incomplete?: string;
  refs: References;
}

function compileRule(rule: RuleForEngine): CompiledRule {
  const tests = rule.conditions.map(compileCondition);
  // No condition: the rule applies to every order.
  const matches: ConditionTest =
    tests.length === 0
      ? () => true
      : rule.match === 'all'
        ? (f) => tests.every((t) => t(f))
        : (f) => tests.some((t) => t(f));
  const incomplete = rule.actions.map(actionIncompleteReason).find((r) => r !== undefined);
  return {
    ruleId: rule.ruleId,
    name: rule.name,
    triggers: new Set(rule.triggers),
    matches,
    actions: rule.actions.map(compileAction),
    stops: rule.actions.some((a) => a.type === 'stop_processing'),
    incomplete: incomplete === undefined ? undefined : SKIP_REASONS.incomplete(incomplete),
    refs: referencesOf(rule),
  };
}

const keyOf = (field: AutomationField, item: string | undefined) =>
  item === undefined ? field : `${field}\u0000${item}`;

/**
 * The order before the given changes: each changed field or element goes back to its value before the
 * run, where it still holds what the run wrote and was not edited by hand since. Serves the re-run and
 * "Undo automations".
 */
export function revertChanges(
  order: AutomationFields,
  changes: readonly RuleChange[],
  manualFields: Iterable<AutomationField> = [],
): AutomationFields {
  if (changes.length === 0) return order;
  const manual = new Set(manualFields);
  const span = new Map<string, { first: RuleChange; after: unknown }>();
  for (const c of changes) {
    const key = keyOf(c.field, c.item);
    const seen = span.get(key);
    if (seen) seen.after = c.after;
    else span.set(key, { first: c, after: c.after });
  }
  const w = new Working(order);
  for (const { first, after } of span.values())
    if (!manual.has(first.field) && sameValue(w.read(first.field, first.item), after))
      w.write(first.field, first.item, first.before, first.index);
  return withWrites(order, w);
}

function withWrites(order: AutomationFields, w: Working): AutomationFields {
  const touched = w.touched();
  if (touched.length === 0) return order;
  const out = { ...order } as Record<AutomationField, unknown>;
  for (const field of touched) out[field] = w.value(field);
  return out as unknown as AutomationFields;
}

/** The fields of `after` that differ from `order`, each with its whole new value. */
export function diffFields(order: AutomationFields, after: AutomationFields): Partial<AutomationFields> {
  const patch: Record<string, unknown> = {};
  if (after === order) return patch;
  for (const field of Object.keys(after) as AutomationField[])
    if (after[field] !== order[field] && !sameValue(after[field], order[field])) patch[field] = after[field];
  return patch as Partial<AutomationFields>;
}

/** "Undo automations": the patch that takes back a run's changes (those still in place and not edited by hand). */
export function undoPatch(
  order: AutomationOrder,
  changes: readonly RuleChange[],
  manualFields: Iterable<AutomationField> = [],
): Partial<AutomationFields> {
  return diffFields(fieldsOf(order), revertChanges(fieldsOf(order), changes, manualFields));
}

function fieldsOf(order: AutomationOrder): AutomationFields {
  const { products, packagings, tags, boxId, dryIce, insurance, coolant, service, weight } = order;
  const { warehouseId, packingAlgorithm, holdUntil } = order;
  return {
    products,
    packagings,
    tags,
    boxId,
    dryIce,
    insurance,
    coolant,
    service,
    weight,
    warehouseId,
    packingAlgorithm,
    holdUntil,
  };
}

/**
 * Why a rule cannot run, or undefined: an incomplete action, or a name the catalog no longer has. The
 * rules list marks such a rule invalid; a run skips it with the same reason.
 */
export function ruleInvalidReason(rule: RuleForEngine, catalog?: AutomationCatalog): string | undefined {
  const compiled = compileRule(rule);
  return compiled.incomplete ?? missingReference(compiled.refs, catalog);
}

export type RuleRunner = (order: AutomationOrder, ctx: AutomationContext, options?: RunOptions) => RunResult;

/** Compiles the rules once (sorting, conditions, actions, references); the runner then serves every order. */
export function compileRules(rules: readonly RuleForEngine[]): RuleRunner {
  const compiled = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.active)
    .sort((a, b) => a.rule.position - b.rule.position || a.index - b.index)
    .map(({ rule }) => compileRule(rule));

  let lastCatalog: AutomationCatalog | undefined;
  let missing: (string | undefined)[] = [];
  const missingFor = (catalog: AutomationCatalog | undefined) => {
    if (catalog !== lastCatalog || missing.length !== compiled.length) {
      lastCatalog = catalog;
      missing = compiled.map((r) => missingReference(r.refs, catalog));
    }
    return missing;
  };

  return (order, ctx, options = {}) => {
    const manual = new Set(options.manualFields ?? []);
    const keepManual = !options.overwriteManual;
    const current = fieldsOf(order);
    // Overwriting hand edits, the previous run's changes to them are taken back too, so a second run matches the first.
    const baseFields = revertChanges(current, options.previous ?? [], keepManual ? manual : []);
    const base: AutomationOrder = baseFields === current ? order : { ...order, ...baseFields };
    const facts = new OrderFacts(base, ctx);
    const w = new Working(baseFields);
    const missingRefs = missingFor(ctx.catalog);
    const result: RunResult = { patch: {}, changes: [], fired: [], skipped: [], keptManual: [] };
    const lastChange = new Map<string, RuleChange>();

    for (let i = 0; i < compiled.length; i++) {
      const rule = compiled[i]!;
      if (options.trigger && !rule.triggers.has(options.trigger)) continue;
      const invalid = rule.incomplete ?? missingRefs[i];
      if (invalid !== undefined) {
        result.skipped.push({ ruleId: rule.ruleId, reason: invalid });
        continue;
      }
      if (!rule.matches(facts)) continue;
      result.fired.push(rule.ruleId);
      for (const action of rule.actions)
        for (const { field, item, value } of action(w, ctx.catalog)) {
          if (keepManual && manual.has(field)) {
            result.keptManual.push(
              item === undefined ? { ruleId: rule.ruleId, field } : { ruleId: rule.ruleId, field, item },
            );
            continue;
          }
          const before = w.read(field, item);
          if (sameValue(before, value)) continue;
          const key = keyOf(field, item);
          const earlier = lastChange.get(key);
          if (earlier) earlier.overriddenByRuleId = rule.ruleId;
          const change: RuleChange = { ruleId: rule.ruleId, ruleName: rule.name, field, before, after: value };
          if (item !== undefined) {
            change.item = item;
            const at = before === null ? undefined : w.baseIndex(field as ListField, item);
            if (at !== undefined) change.index = at;
          }
          result.changes.push(change);
          lastChange.set(key, change);
          w.write(field, item, value);
        }
      if (rule.stops) break;
    }
    result.patch = diffFields(current, withWrites(baseFields, w));
    return result;
  };
}

/** One run without keeping the compiled rules (tests, one-off previews); batches should compile once. */
export function applyRules(
  rules: readonly RuleForEngine[],
  order: AutomationOrder,
  ctx: AutomationContext,
  options?: RunOptions,
): RunResult {
  return compileRules(rules)(order, ctx, options);
}
