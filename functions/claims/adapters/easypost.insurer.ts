import * as z from 'zod';
import type { ClaimType } from '#domain/claims/claim-record';
import type { Insurer, InsurerDecision } from '#domain/claims/ports';
import { toCents, type Cents } from '#domain/money/cents.rules';
import { makeEasyPostClient, type EasyPostClient, type EasyPostClientOptions } from '#lib/easypost-client';

/**
 * EasyPost Insurance as the live insurer: shipments insured with POST /v2/insurances, claims filed with
 * POST /v2/claims and followed with GET /v2/claims/:id (EasyPost's Claim statuses submitted, in_review,
 * needs_action, approved, approved_partial, rejected, cancelled). Amounts are dollar strings on the wire.
 */

/** EasyPost's claim types: ours map onto loss, damage, theft (delay is not insured). */
const EASYPOST_CLAIM_TYPE: Readonly<Record<ClaimType, 'loss' | 'damage' | 'theft' | undefined>> = {
  lost: 'loss',
  damaged: 'damage',
  missing_contents: 'theft',
  delayed: undefined,
};

const money = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not an amount' });
    return z.NEVER;
  }
  return n;
});

export const easyPostClaimSchema = z.object({
  id: z.string().startsWith('clm_'),
  object: z.literal('Claim'),
  status: z.string(),
  status_detail: z.string().nullish(),
  tracking_code: z.string().nullish(),
  requested_amount: money.nullish(),
  approved_amount: money.nullish(),
});
export type EasyPostClaim = z.output<typeof easyPostClaimSchema>;

export const easyPostInsuranceSchema = z.object({
  id: z.string().startsWith('ins_'),
  object: z.literal('Insurance'),
  status: z.string(),
  amount: money,
  tracking_code: z.string().nullish(),
  fee: z.object({ amount: money }).nullish(),
});

const dollars = (cents: Cents) => (cents / 100).toFixed(2);

function failed(what: string, response: { status: number; error?: { code: string; message: string } }): Error {
  return new Error(
    `EasyPost ${what} ${response.status} ${response.error?.code ?? ''}: ${response.error?.message ?? ''}`,
  );
}

/** An EasyPost claim's status as our insurer decision; undefined while it is only submitted (nothing changed). */
export function decisionOfEasyPostClaim(claim: EasyPostClaim): InsurerDecision | undefined {
  const note = claim.status_detail ?? undefined;
  switch (claim.status) {
    case 'in_review':
      return { status: 'investigation_pending', ...(note ? { note } : {}) };
    case 'needs_action':
      return { status: 'documents_pending', ...(note ? { note } : {}) };
    case 'approved':
    case 'approved_partial':
      return {
        status: 'paid',
        amountCents: toCents(claim.approved_amount ?? claim.requested_amount ?? 0),
        ...(note ? { note } : {}),
      };
    case 'rejected':
      return { status: 'denied', note: note || 'Rejected by EasyPost Insurance' };
    case 'cancelled':
      return { status: 'denied', note: note || 'Cancelled at EasyPost Insurance' };
    default:
      return undefined;
  }
}

export interface InsurancePurchase {
  trackingCode: string;
  carrier: string;
  amountCents: Cents;
  reference: string;
  toAddress: Record<string, unknown>;
  fromAddress: Record<string, unknown>;
}

export function makeEasyPostInsurer(options: EasyPostClientOptions & { client?: EasyPostClient }): Insurer & {
  insure(purchase: InsurancePurchase): Promise<{ insuranceId: string; status: string; feeCents: Cents }>;
} {
  const client = options.client ?? makeEasyPostClient(options);
  return {
    name: 'easypost-insurance',

    async insure(p) {
      const response = await client.request({
        method: 'POST',
        path: '/insurances',
        json: {
          insurance: {
            tracking_code: p.trackingCode,
            carrier: p.carrier,
            amount: dollars(p.amountCents),
            reference: p.reference,
            to_address: p.toAddress,
            from_address: p.fromAddress,
          },
        },
      });
      if (!response.ok) throw failed('insurance', response);
      const insurance = easyPostInsuranceSchema.parse(response.body);
      return { insuranceId: insurance.id, status: insurance.status, feeCents: toCents(insurance.fee?.amount ?? 0) };
    },

    async submit({ claim, documents }) {
      const type = EASYPOST_CLAIM_TYPE[claim.type];
      if (!type) throw new Error(`EasyPost Insurance does not insure a ${claim.type} claim`);
      const urls = (kind: string) => documents.filter((d) => d.documentType === kind).map((d) => d.url);
      const response = await client.request({
        method: 'POST',
        path: '/claims',
        json: {
          type,
          tracking_code: claim.trackingCode ?? claim.claim.claimDetails.bol,
          amount: dollars(claim.amounts.claimedCents),
          description: claim.claim.claimDetails.damageDescription || claim.claim.claimDetails.merchandiseDescription,
          recipient_name: claim.claim.recipientDetails.fullName,
          contact_email: claim.claim.contactDetails.emailAddress,
          payment_method: 'easypost_wallet',
          invoice_attachments: urls('Original Invoice'),
          supporting_documentation_attachments: [...urls('Photograph'), ...urls('Other'), ...urls('Reship Invoice')],
          reference: claim.claimId,
        },
      });
      if (!response.ok) throw failed('claim', response);
      return { insurerClaimId: easyPostClaimSchema.parse(response.body).id };
    },

    async decision(insurerClaimId) {
      const response = await client.request({ method: 'GET', path: `/claims/${encodeURIComponent(insurerClaimId)}` });
      if (!response.ok) throw failed('claim', response);
      return decisionOfEasyPostClaim(easyPostClaimSchema.parse(response.body));
    },
  };
}
