import { type ExpressCheckout, type ExpressCheckoutCreated } from '@lens/validation';
import { emptyEye } from '../../features/draft/purchase-draft';
import { suppliesPayload } from '../../routes/purchase/supplies-model';

/** The checkout form: one lens for both eyes (the usual counter sale), and the patient. */
export interface CheckoutValues {
  sap: string;
  entry_type: 'checkout' | 'shop';
  purchase_date: string;
  brand: string;
  lensesPerBox: string;
  boxes: string;
  email: string;
  phone_number: string;
  language: 'en' | 'es';
  order_number: string;
}

export const blankCheckout = (today: string): CheckoutValues => ({
  sap: '',
  entry_type: 'checkout',
  purchase_date: today,
  ...emptyEye(),
  email: '',
  phone_number: '',
  language: 'en',
  order_number: '',
});

/** The form as `POST /admin/api/express-claims` takes it (the supply length from the boxes). */
export function checkoutPayload(values: CheckoutValues): ExpressCheckout {
  const eye = { brand: values.brand, lensesPerBox: values.lensesPerBox, boxes: values.boxes };
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    sap: values.sap.trim(),
    entry_type: values.entry_type,
    purchase_date: values.purchase_date,
    supplies: suppliesPayload({ right: eye, left: eye, method: 'manual' }),
    email: optional(values.email),
    phone_number: optional(values.phone_number),
    language: values.language,
    order_number: optional(values.order_number),
  } as ExpressCheckout;
}

/** What `POST admin/api/express-claims` answers. */
export type CheckoutResult = ExpressCheckoutCreated;
