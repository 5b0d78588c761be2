import type { TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import { isUrl } from '../validation/patterns';
import { TRACKING_EMAIL_COPY } from './notification-template-defaults.rules';
import { DEFAULT_TEMPLATE_COLORS, isHexColor, type NotificationTemplate } from './notification-template.schema';
import type { TrackingLink } from './tracking-links.rules';

/**
 * The tracking email (orders §3 Tracking email template, accounts §3 Notification template) as
 * HTML and plain text, from a template and what the shipment says. Pure, so the web editor's
 * live preview and the emails worker draw the very same email.
 *
 * Every merchant and shopper value (company and product names, FAQ, upsell, the recipient, the
 * carrier's scan messages) goes through `escapeHtml`; URLs only ever reach an `href`/`src` when
 * they are http(s); colours only when they are hex colours, since they land in `style`.
 */

export interface TrackingEmailItem {
  title: string;
  quantity?: number;
  /** Dollars. */
  price?: number;
}

export interface TrackingEmailScan {
  datetime: string;
  message?: string;
  description?: string;
  status?: string;
  location?: string;
}

export interface TrackingEmailContent {
  status: TrackingEmailStatus;
  companyName: string;
  orderNumber: string;
  recipientName?: string;
  trackingCode?: string;
  links: readonly TrackingLink[];
  /** Oldest first; the email shows the newest first. */
  history: readonly TrackingEmailScan[];
  items: readonly TrackingEmailItem[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text safe in element content and in quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

/** An http(s) URL to link to, or undefined: `javascript:`, `data:` and the like never reach an attribute. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (/^https?:\/\/[^\s"'<>`]+$/i.test(v)) return v;
  // The form accepts a bare host ("shop.example.com/crab", accounts §5 valid URL): link it over https.
  if (isUrl(v) && !/^[a-z][a-z0-9+.-]*:/i.test(v) && !/[\s"'<>`]/.test(v)) return `https://${v}`;
  return undefined;
}

const colorOr = (value: unknown, fallback: string) => (isHexColor(value) ? value : fallback);

/** Subject placeholders a merchant may use: {orderNumber} and {companyName}. One header line, no control characters. */
export function renderSubject(subject: string, content: Pick<TrackingEmailContent, 'orderNumber' | 'companyName'>) {
  return subject
    .replace(/\{orderNumber\}/g, content.orderNumber)
    .replace(/\{companyName\}/g, content.companyName)
    .replace(/[\p{Cc}]+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const amountOf = (price: unknown): number | undefined => {
  const n = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A price as a merchant types and reads it: two decimals (24.50, not 24.5); text that is no number as it is. */
export function priceText(price: unknown): string {
  return amountOf(price)?.toFixed(2) ?? String(price ?? '');
}

/** A price in an email: `$24.50`; text that is no number as it is. */
export function formatPrice(price: unknown): string {
  const amount = amountOf(price);
  return amount === undefined ? String(price ?? '') : `$${amount.toFixed(2)}`;
}

/** A scan's time as the carrier gave it (the scan's local wall clock): `2024-05-02 14:05`. */
export function formatScanTime(datetime: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(datetime);
  return m ? `${m[1]} ${m[2]}` : datetime;
}

interface Colors {
  header: string;
  text: string;
  details: string;
}

function colorsOf(template: NotificationTemplate): Colors {
  return {
    header: colorOr(template.colors?.header, DEFAULT_TEMPLATE_COLORS.header),
    text: colorOr(template.colors?.text, DEFAULT_TEMPLATE_COLORS.text),
    details: colorOr(template.colors?.details, DEFAULT_TEMPLATE_COLORS.details),
  };
}

/** White or black, whichever reads on the header colour. */
export function inkOn(hex: string): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#000000' : '#ffffff';
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

function section(title: string, body: string, c: Colors): string {
  return (
    `<tr><td style="padding:16px 24px 0 24px;${FONT};color:${c.text}">` +
    `<h2 style="margin:0 0 8px 0;font-size:16px;color:${c.details}">${escapeHtml(title)}</h2>${body}</td></tr>`
  );
}

function linksHtml(content: TrackingEmailContent, c: Colors): string {
  const rows = content.links.flatMap((link) => {
    const href = safeHttpUrl(link.url);
    if (!href) return [];
    // The number on its own line under the button: beside it, a long number wrapped into the button's row.
    const codes = link.trackingCodes.length
      ? `<br><span style="display:inline-block;margin-top:6px;font-size:13px">` +
        `Tracking number${link.trackingCodes.length > 1 ? 's' : ''}: ` +
        `<strong>${escapeHtml(link.trackingCodes.join(', '))}</strong></span>`
      : '';
    return [
      `<p style="margin:0 0 12px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;` +
        `background:${c.details};color:#ffffff;text-decoration:none;border-radius:4px">Track your package</a>` +
        `${codes}</p>`,
    ];
  });
  if (rows.length === 0 && content.trackingCode)
    return `<p style="margin:0 0 8px 0">Tracking number: <strong>${escapeHtml(content.trackingCode)}</strong></p>`;
  return rows.join('');
}

function historyHtml(content: TrackingEmailContent, c: Colors): string {
  const rows = [...content.history]
    .reverse()
    .map(
      (scan) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;white-space:nowrap;font-size:13px;color:${c.details}">` +
        `${escapeHtml(formatScanTime(scan.datetime))}</td><td style="padding:4px 0;font-size:13px">` +
        `${escapeHtml(scan.message || scan.description || scan.status || '')}` +
        (scan.location ? `<br><span style="color:#666666">${escapeHtml(scan.location)}</span>` : '') +
        '</td></tr>',
    );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%">${rows.join('')}</table>`;
}

function itemsHtml(content: TrackingEmailContent): string {
  const rows = content.items.map(
    (item) =>
      `<tr><td style="padding:4px 0;font-size:14px">${escapeHtml(item.title)}</td>` +
      `<td style="padding:4px 8px;font-size:14px;text-align:right">× ${escapeHtml(item.quantity ?? 1)}</td>` +
      `<td style="padding:4px 0;font-size:14px;text-align:right">${escapeHtml(item.price === undefined ? '' : formatPrice(item.price))}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%">${rows.join('')}</table>`;
}

function faqHtml(template: NotificationTemplate): string {
  return template.faq.questions
    .map(
      (q) =>
        `<p style="margin:0 0 4px 0;font-weight:bold">${escapeHtml(q.question)}</p>` +
        `<p style="margin:0 0 12px 0">${escapeHtml(q.answer)}</p>`,
    )
    .join('');
}

function upsellHtml(template: NotificationTemplate, c: Colors): string {
  const cells = template.productUpsell.products.map((p) => {
    const href = safeHttpUrl(p.url);
    const src = safeHttpUrl(p.image);
    const image = src
      ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(p.name)}" width="160" style="display:block;max-width:160px;border:0">`
      : '';
    const name = `<span style="display:block;margin-top:6px;font-size:14px">${escapeHtml(p.name)}</span>`;
    const price = `<span style="display:block;font-size:14px;color:${c.details}">${escapeHtml(formatPrice(p.price))}</span>`;
    const inner = image + name + price;
    const body = href
      ? `<a href="${escapeHtml(href)}" style="color:${c.text};text-decoration:none">${inner}</a>`
      : inner;
    return `<td style="padding:0 12px 12px 0;vertical-align:top;width:160px">${body}</td>`;
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0"><tr>${cells.join('')}</tr></table>`;
}

function contactText(content: TrackingEmailContent): string {
  return `Questions about your order? Contact ${content.companyName} and mention order ${content.orderNumber}.`;
}

const shows = {
  history: (t: NotificationTemplate, c: TrackingEmailContent) => t.trackingHistory && c.history.length > 0,
  items: (t: NotificationTemplate, c: TrackingEmailContent) => t.itemsBought && c.items.length > 0,
  faq: (t: NotificationTemplate) => t.faq.isActive && t.faq.questions.length > 0,
  upsell: (t: NotificationTemplate) => t.productUpsell.isActive && t.productUpsell.products.length > 0,
  contact: (t: NotificationTemplate) => t.contactUs !== false,
};

export function renderTrackingEmailHtml(template: NotificationTemplate, content: TrackingEmailContent): string {
  const c = colorsOf(template);
  const copy = TRACKING_EMAIL_COPY[content.status];
  const greeting = content.recipientName ? `Hi ${escapeHtml(content.recipientName)},` : 'Hi,';
  const parts = [
    `<tr><td style="background:${c.header};padding:20px 24px;${FONT};color:${inkOn(c.header)};font-size:20px;font-weight:bold">` +
      `${escapeHtml(content.companyName)}</td></tr>`,
    `<tr><td style="padding:24px 24px 0 24px;${FONT};color:${c.text}">` +
      `<h1 style="margin:0 0 12px 0;font-size:22px;color:${c.text}">${escapeHtml(copy.headline)}</h1>` +
      `<p style="margin:0 0 8px 0">${greeting}</p><p style="margin:0 0 8px 0">${escapeHtml(copy.message)}</p>` +
      `<p style="margin:0 0 16px 0;color:${c.details}">Order ${escapeHtml(content.orderNumber)}</p>` +
      `${linksHtml(content, c)}</td></tr>`,
  ];
  if (shows.history(template, content)) parts.push(section('Tracking history', historyHtml(content, c), c));
  if (shows.items(template, content)) parts.push(section('Items in your order', itemsHtml(content), c));
  if (shows.faq(template)) parts.push(section('Frequently asked questions', faqHtml(template), c));
  if (shows.upsell(template)) parts.push(section('You may also like', upsellHtml(template, c), c));
  if (shows.contact(template))
    parts.push(section('Contact us', `<p style="margin:0">${escapeHtml(contactText(content))}</p>`, c));
  parts.push(
    `<tr><td style="padding:24px;${FONT};font-size:12px;color:#888888">` +
      `Sent by Shipdeck on behalf of ${escapeHtml(content.companyName)}.</td></tr>`,
  );
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    `<body style="margin:0;padding:0;background:#f4f4f4">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:16px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff">` +
    parts.join('') +
    '</table></td></tr></table></body></html>'
  );
}

export function renderTrackingEmailText(template: NotificationTemplate, content: TrackingEmailContent): string {
  const copy = TRACKING_EMAIL_COPY[content.status];
  const lines = [
    content.companyName,
    '',
    copy.headline,
    '',
    content.recipientName ? `Hi ${content.recipientName},` : 'Hi,',
    copy.message,
    `Order ${content.orderNumber}`,
  ];
  const links = content.links.flatMap((l) => {
    const href = safeHttpUrl(l.url);
    return href ? [`Track your package: ${href}`] : [];
  });
  if (links.length) lines.push('', ...links);
  else if (content.trackingCode) lines.push('', `Tracking number: ${content.trackingCode}`);
  if (shows.history(template, content)) {
    lines.push('', 'Tracking history');
    for (const s of [...content.history].reverse())
      lines.push(
        `- ${formatScanTime(s.datetime)} ${s.message || s.description || s.status || ''}${s.location ? ` (${s.location})` : ''}`,
      );
  }
  if (shows.items(template, content)) {
    lines.push('', 'Items in your order');
    for (const i of content.items)
      lines.push(`- ${i.title} x ${i.quantity ?? 1}${i.price === undefined ? '' : ` ${formatPrice(i.price)}`}`);
  }
  if (shows.faq(template)) {
    lines.push('', 'Frequently asked questions');
    for (const q of template.faq.questions) lines.push(`Q: ${q.question}`, `A: ${q.answer}`);
  }
  if (shows.upsell(template)) {
    lines.push('', 'You may also like');
    for (const p of template.productUpsell.products) {
      const href = safeHttpUrl(p.url);
      lines.push(`- ${p.name} ${formatPrice(p.price)}${href ? ` ${href}` : ''}`);
    }
  }
  if (shows.contact(template)) lines.push('', 'Contact us', contactText(content));
  lines.push('', `Sent by Shipdeck on behalf of ${content.companyName}.`);
  return lines.join('\n');
}

export function renderTrackingEmail(template: NotificationTemplate, content: TrackingEmailContent): RenderedEmail {
  return {
    subject: renderSubject(template.subject, content),
    html: renderTrackingEmailHtml(template, content),
    text: renderTrackingEmailText(template, content),
  };
}

/** What the editor's preview shows: a made-up order of the merchant's, at the template's status. */
export function sampleTrackingEmailContent(status: TrackingEmailStatus, companyName: string): TrackingEmailContent {
  return {
    status,
    companyName,
    orderNumber: '#1001',
    recipientName: 'Jamie Rivera',
    trackingCode: '9400111899223197428490',
    links: [
      {
        url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
        trackingCodes: ['9400111899223197428490'],
      },
    ],
    history: [
      { datetime: '2024-05-01T09:12:00Z', message: 'Shipping label created', location: 'Austin, TX, US' },
      { datetime: '2024-05-01T18:40:00Z', message: 'Accepted at USPS origin facility', location: 'Austin, TX, US' },
      { datetime: '2024-05-02T06:05:00Z', message: 'Arrived at USPS regional facility', location: 'Dallas, TX, US' },
    ],
    items: [
      { title: 'Cold brew concentrate, 32 oz', quantity: 2, price: 18 },
      { title: 'Ceramic pour-over dripper', quantity: 1, price: 32.5 },
    ],
  };
}
