import type { PostalAddress } from '#domain/address/postal-address';
import type { LabelRenderInput } from '#domain/carriers/carrier.models';
import { CARRIER_DISPLAY_NAMES } from '#domain/carriers/carrier-services.constants';
import {
  barcodesFor,
  DRY_ICE_CLASS,
  DRY_ICE_MARKING,
  dryIceNetKg,
  dryIceOf,
  formatLabelWeight,
  formatTrackingCode,
} from '#domain/carriers/label.rules';
import { formatCalendarDate } from '#domain/dates/date-format.rules';
import {
  box,
  MARGIN_PT,
  PAGE_WIDTH_PT,
  rule,
  text,
  type DiagonalElement,
  type LayoutElement,
  type LayoutPage,
} from '#lib/pdf/layout-elements';

export const SANDBOX_BAND_TEXT = 'SAMPLE — SANDBOX LABEL, NOT FOR SHIPPING';

const COUNTRY_NAMES: Record<string, string> = {
  US: 'UNITED STATES',
  CA: 'CANADA',
  GB: 'UNITED KINGDOM',
  PR: 'PUERTO RICO',
};

const INNER = PAGE_WIDTH_PT - 2 * MARGIN_PT;
const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** YYYY-MM-DD → MM/DD/YYYY (orders §9); anything else is printed as given. */
export function labelDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? formatCalendarDate({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }) : isoDate;
}

/** Address lines as carriers print them; the country line only when it is not the domestic US (PR with state PR is domestic mail). */
export function addressLines(a: PostalAddress): string[] {
  const lines = [a.name, a.company, a.street1, a.street2].filter(present).map((s) => s.trim());
  lines.push(cityLine(a));
  const country = countryLine(a);
  return country ? [...lines, country] : lines;
}

function cityLine(a: PostalAddress): string {
  return [a.city.trim() + (a.state ? ` ${a.state.trim()}` : ''), a.zip.trim()].filter(present).join(' ');
}

function countryLine(a: PostalAddress): string | undefined {
  const country = a.country.toUpperCase();
  if (country === 'US' || (country === 'PR' && a.state.toUpperCase() === 'PR')) return undefined;
  return COUNTRY_NAMES[country] ?? country;
}

/**
 * The Class 9 (miscellaneous dangerous goods) hazard label: a square on its point, seven
 * vertical stripes in the top half and the class number in the bottom corner.
 */
export function class9Diamond(x: number, y: number, size: number): LayoutElement[] {
  const half = size / 2;
  const edge = (dx: number, dy: number, rising: boolean): DiagonalElement => ({
    kind: 'diagonal',
    x: x + dx,
    y: y + dy,
    w: half,
    h: half,
    thickness: 1.5,
    rising,
  });
  const unit = size / 26;
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const sx = x + size / 4 + 2 * i * unit;
    const top = y + Math.abs(sx + unit / 2 - (x + half)) + 3;
    return box(sx, top, unit, y + half - 1 - top, unit, true);
  });
  return [
    edge(0, 0, true),
    edge(half, 0, false),
    edge(0, half, false),
    edge(half, half, true),
    ...stripes,
    text(x, y + size * 0.6, size, size * 0.3, '9', { bold: true, align: 'center' }),
  ];
}

/** The 4×6 shipping label: from, ship to, 2D code and routing, service, tracking barcode, reference and dry ice. */
export function describeLabelPage(input: LabelRenderInput): LayoutPage {
  const els: LayoutElement[] = [];
  const left = MARGIN_PT;
  const grouped = formatTrackingCode(input.carrier, input.trackingCode);

  // From (small, top left) and the weight / date block (top right).
  els.push(text(left, 6, 170, 7, 'FROM:', { bold: true }));
  addressLines(input.from)
    .slice(0, 6)
    .forEach((line, i) => els.push(text(left, 15 + i * 8.5, 170, 7.5, line)));
  const right = 184;
  const rightW = PAGE_WIDTH_PT - MARGIN_PT - right;
  els.push(
    text(right, 6, rightW, 14, `${formatLabelWeight(input.parcel.weightLb)} LBS`, { bold: true, align: 'right' }),
  );
  els.push(
    text(right, 23, rightW, 7, `BILLABLE WT: ${formatLabelWeight(input.billableWeightLb)} LBS`, { align: 'right' }),
  );
  els.push(text(right, 32, rightW, 7, `SHIP DATE: ${labelDate(input.shipDate)}`, { align: 'right' }));
  els.push(text(right, 41, rightW, 7, `DIMS: ${dims(input)}`, { align: 'right' }));
  if (input.zone !== undefined)
    els.push(text(right, 50, rightW, 9, `ZONE ${input.zone}`, { bold: true, align: 'right' }));
  els.push(rule(67, 1.5));

  // Ship to: the largest block, upper case as carriers print it.
  els.push(text(left, 71, 60, 8, 'SHIP TO:', { bold: true }));
  const to = addressLines(input.to).map((l) => l.toUpperCase());
  const cityIndex = to.length - 1 - (countryLine(input.to) ? 1 : 0);
  let y = 81;
  to.slice(0, 7).forEach((line, i) => {
    const big = i === cityIndex;
    els.push(text(left + 12, y, INNER - 12, big ? 14 : 11.5, line, { bold: big || i === 0 }));
    y += big ? 16 : 13;
  });

  if (input.sandbox) {
    els.push(box(0, 166, PAGE_WIDTH_PT, 14, 14, true));
    els.push(text(0, 168.5, PAGE_WIDTH_PT, 9, SANDBOX_BAND_TEXT, { bold: true, align: 'center', reverse: true }));
  }
  els.push(rule(181, 3));

  // 2D code (or the USPS service indicator) and the routing block.
  const [first, second] = barcodesFor(input);
  const linear = second ?? first;
  const twoD = second ? first : undefined;
  if (twoD?.symbology === 'maxicode') {
    els.push({ kind: 'barcode', x: left + 2, y: 186, w: 80, h: 76, spec: twoD });
  } else if (twoD?.symbology === 'pdf417') {
    els.push({ kind: 'barcode', x: left, y: 186, w: 150, h: 76, spec: twoD });
  } else {
    els.push(box(left, 186, 70, 70, 3));
    els.push(text(left, 198, 70, 44, uspsServiceLetter(input.service), { bold: true, align: 'center' }));
  }
  const routeX = twoD?.symbology === 'pdf417' ? 164 : 96;
  const routeW = PAGE_WIDTH_PT - MARGIN_PT - routeX;
  els.push(text(routeX, 190, routeW, 24, routingCode(input.to), { bold: true, align: 'right' }));
  els.push(
    text(routeX, 220, routeW, 9, CARRIER_DISPLAY_NAMES[input.carrier], {
      bold: true,
      align: 'right',
    }),
  );
  if (input.carrier === 'USPS') els.push(text(routeX, 232, routeW, 7, 'US POSTAGE & FEES PAID', { align: 'right' }));
  els.push(rule(265, 1.5));

  // Service and tracking number, then the carrier's linear barcode.
  els.push(text(left, 270, INNER, 16, input.serviceName.toUpperCase(), { bold: true }));
  const trackingLabel = input.carrier === 'USPS' ? 'USPS TRACKING #' : 'TRACKING #:';
  els.push(text(left, 290, INNER, 10, `${trackingLabel} ${grouped}`, { bold: true }));
  els.push(rule(304, 1));
  els.push({ kind: 'barcode', x: left + 10, y: 312, w: INNER - 20, h: 58, spec: linear });
  els.push(text(left, 373, INNER, 9, grouped, { align: 'center' }));
  els.push(rule(386, 1.5));

  // Bottom: dry-ice marking (left) and the reference (right).
  const dryIce = dryIceOf(input.options);
  if (dryIce) {
    els.push(...class9Diamond(left, 390, 38));
    els.push(text(left + 44, 391, 118, 9, DRY_ICE_MARKING, { bold: true }));
    els.push(text(left + 44, 402, 118, 8, DRY_ICE_CLASS));
    els.push(text(left + 44, 412, 118, 8, `Net wt: ${dryIceNetKg(dryIce.weightLb).toFixed(1)} kg`, { bold: true }));
  }
  const refX = 172;
  const refW = PAGE_WIDTH_PT - MARGIN_PT - refX;
  if (present(input.reference))
    els.push(text(refX, 392, refW, 8, `REF: ${input.reference.trim()}`, { align: 'right' }));
  els.push(text(refX, 418, refW, 7, '1 OF 1', { align: 'right' }));
  return { role: 'label', elements: els };
}

function dims(input: LabelRenderInput): string {
  const p = input.parcel;
  return `${formatLabelWeight(p.lengthIn)}x${formatLabelWeight(p.widthIn)}x${formatLabelWeight(p.heightIn)} IN`;
}

/** The destination's state (or country) and first three ZIP characters, the sort a hub reads from afar. */
function routingCode(to: PostalAddress): string {
  const country = to.country.toUpperCase();
  const zip3 = to.zip
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const region = country === 'US' || country === 'PR' ? to.state.toUpperCase() : country;
  return `${region} ${zip3}`.trim();
}

/** USPS service indicator: P Priority Mail, E Priority Mail Express, G Ground Advantage. */
function uspsServiceLetter(service: string): string {
  if (service === 'Express') return 'E';
  if (service.startsWith('Priority')) return 'P';
  return 'G';
}
