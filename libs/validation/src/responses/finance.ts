import { z } from 'zod';
import { countAndAmount, countAndValue, day, instant, paging } from './shared';

/** One invoice line (`GET /admin/api/invoices`). */
export const invoiceLineSchema = z.object({
  invoice_id: z.string(),
  entry_id: z.string(),
  confirmation_code: z.string().nullable(),
  invoice_date: day(),
  invoice_type: z.string(),
  value: z.number(),
  fulfillment_type: z.string(),
  jira_id: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `GET /admin/api/invoices` (JSON): a page of lines, the range's totals and totals by type. */
export const invoicePageSchema = z.object({
  invoices: z.array(invoiceLineSchema),
  totals: countAndValue,
  byType: z.array(z.object({ type: z.string(), count: z.number().int(), value: z.number() })),
  ...paging,
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** `POST /admin/api/invoices/support`: the request, with the lines it now supports. */
export const invoiceSupportResultSchema = z.object({
  fulfillmentType: z.string(),
  jiraId: z.string(),
  invoiceDate: day(),
  invoices: z.number().int(),
  value: z.number(),
});
export type InvoiceSupportResult = z.infer<typeof invoiceSupportResultSchema>;

export const RECONCILIATION_ISSUES = [
  'not_mailed',
  'returned',
  'not_invoiced',
  'amount_mismatch',
] as const;
export type ReconciliationIssue = (typeof RECONCILIATION_ISSUES)[number];
const issue = z.enum(RECONCILIATION_ISSUES);

/** One ordered card and what finance found about it. */
export const reconciledCardSchema = z.object({
  submissionId: z.string(),
  orderId: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.enum(['ordered', 'mailed', 'returned']),
  orderedAt: instant().nullable(),
  mailedAt: instant().nullable(),
  fulfillmentType: z.string().nullable(),
  maskedNumber: z.string().nullable(),
  invoiced: z.number(),
  invoiceLines: z.number().int(),
  invoiceDate: day().nullable(),
  issues: z.array(issue),
});
export type ReconciledCard = z.infer<typeof reconciledCardSchema>;

/** `GET /admin/api/card-fulfilment`: cards ordered in a range against their invoice lines. */
export const reconciliationSchema = z.object({
  ordered: countAndAmount,
  mailed: countAndAmount,
  returned: countAndAmount,
  invoiced: countAndValue,
  issues: z.object({
    not_mailed: z.number().int(),
    returned: z.number().int(),
    not_invoiced: z.number().int(),
    amount_mismatch: z.number().int(),
  }),
  invoicedWithoutCard: countAndValue,
  cards: z.array(reconciledCardSchema),
  total: z.number().int(),
  ...paging,
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
