import { NOT_LISTED_SAP } from '@lens/domain';
import { type z } from 'zod';
import { requireField, withRules } from '../common/cross-field';
import { email } from '../common/contact';
import { sap } from '../common/ids';
import { optionalPersonName } from '../common/names';
import { payload } from '../common/objects';

/** Choosing a practice; also the path of get-by-sap/{sap} and get-targeted-sap/{sap}. */
export const ecpSelectionSchema = payload({ sap: sap() });
export type EcpSelection = z.infer<typeof ecpSelectionSchema>;

export const ecpSapParamsSchema = ecpSelectionSchema;
export type EcpSapParams = EcpSelection;

/** Doctor not listed: sap 999 needs the doctor's first and last name (NULL when missing). */
export const ecpNotListedSchema = withRules(
  payload({
    sap: sap(),
    first_name: optionalPersonName({ noAtSign: true }),
    last_name: optionalPersonName({ noAtSign: true }),
  }),
  (fields) =>
    fields['sap'] === NOT_LISTED_SAP
      ? [...requireField(fields, 'first_name'), ...requireField(fields, 'last_name')]
      : [],
);
export type EcpNotListed = z.infer<typeof ecpNotListedSchema>;

/** POST eye-care-professionals/ecp-code-request: where to send the practice's promo code. */
export const ecpCodeRequestSchema = payload({ email: email(), sap: sap() });
export type EcpCodeRequest = z.infer<typeof ecpCodeRequestSchema>;
