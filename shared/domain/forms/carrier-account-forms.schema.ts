import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { OUR_MESSAGES } from '../validation/messages';
import { emailField, phoneField, requiredMoneyField, requiredText, zipField } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/**
 * Carrier account forms (accounts §3 fields, §5 rules): all listed fields required; country
 * exactly 2 characters; name maximum 50; phone pattern; corporate email valid.
 */
const country = () => requiredText().refine((c) => c.length === 2, OUR_MESSAGES.exactLength(2));

export const carrierCredentialsFormSchema = z.object({
  userName: requiredText(),
  userAccountNumber: requiredText(),
  clientId: requiredText(),
  clientSecret: requiredText(),
});

export const carrierAccountFormSchema = z.object({
  description: requiredText(),
  accountNumber: requiredText(),
});

/** A corporate contact or shipping address set. */
export const carrierAddressSetSchema = z.object({
  name: requiredText(50),
  company: requiredText(50),
  phone: phoneField(),
  email: emailField(),
  street1: requiredText(),
  street2: z.string().trim().max(TEXT_MAX.address, MESSAGES.tooLong).optional(),
  city: requiredText(),
  state: requiredText(),
  zip: zipField(),
  country: country(),
});

export const carrierCorporateFormSchema = z.object({
  corporateContact: carrierAddressSetSchema,
  shippingAddress: carrierAddressSetSchema,
});

/** Invoice validation (accounts §5): type 0 requires 2faOption; type 1 requires invoice number, currency, date and amount. */
export const invoiceValidationFormSchema = z
  .object({
    validationType: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.union([z.literal(0), z.literal(1)], { error: MESSAGES.required }),
    ),
    '2faOption': z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).optional(),
    invoiceNumber: z.string().trim().max(TEXT_MAX.id, MESSAGES.tooLong).optional(),
    invoiceCurrency: z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).optional(),
    invoiceDate: z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong).optional(),
    invoiceAmount: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    const need = (key: string, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.required });
    };
    if (v.validationType === 0) need('2faOption', !!v['2faOption']);
    if (v.validationType === 1) {
      need('invoiceNumber', !!v.invoiceNumber);
      need('invoiceCurrency', !!v.invoiceCurrency);
      need('invoiceDate', !!v.invoiceDate);
      const amount = requiredMoneyField().safeParse(v.invoiceAmount);
      if (!amount.success)
        ctx.addIssue({ code: 'custom', path: ['invoiceAmount'], message: amount.error.issues[0].message });
    }
  });

/** Bank-style account holder and address form. */
export const accountHolderFormSchema = z.object({
  accountHolderName: requiredText(50),
  street1: requiredText(),
  city: requiredText(),
  state: requiredText(),
  zip: zipField(),
  country: country(),
});
