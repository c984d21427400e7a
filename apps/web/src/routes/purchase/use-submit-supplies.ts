import { isSupplyMonths } from '@lens/domain';
import { type SubmitSupplies } from '@lens/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { type SuppliesValues } from '../../features/draft/purchase-draft';
import { type RequiredDraft } from '../../features/draft/use-required-draft';
import { useFailureText } from '../../features/forms/failure-message';
import { fetchLimitRemaining, submitSupplies } from '../../features/submissions/submissions-api';
import { useModals } from '../../modals/use-modals';
import { adminActingAtom } from '../../session/session.state';
import { formFieldOf } from './supplies-model';

type Flags = Partial<Pick<SubmitSupplies, 'exception' | 'admin_exception'>>;

/**
 * Sends the supplies (spec 000 §4 step 2). Before, the annual limit: over it, the patient is told
 * and an admin acting for them may confirm (admin exception; support staff may not). After, an
 * inactive practice lets an admin continue with an ECP exception or log the entry incomplete (the OAMOE override).
 */
export function useSubmitSupplies(
  draft: RequiredDraft<'patientId' | 'sap' | 'submissionId' | 'purchaseDate'>,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  const api = useApi();
  const navigate = useNavigate();
  const { open } = useModals();
  const failureText = useFailureText();
  const updateDraft = useSetAtom(updateDraftAtom);
  const admin = useAtomValue(adminActingAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const send = async (
    values: SuppliesValues,
    supplies: SubmitSupplies['supplies'],
    flags: Flags,
  ) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await submitSupplies(api, {
        patientId: draft.patientId,
        purchase_submission_id: draft.submissionId,
        supplies,
        product_image_url: draft.productImageUrl,
        resubmission: draft.resubmission ?? false,
        is_admin_resubmit: admin && (draft.resubmission ?? false),
        exception: flags.exception ?? false,
        admin_exception: flags.admin_exception ?? false,
        sap: draft.sap,
      });
      updateDraft({
        supplies: values,
        supplyLength: isSupplyMonths(supplies.supplyLength) ? supplies.supplyLength : undefined,
        step: 'receipt',
        receiptSuggestion: undefined,
      });
      void navigate('/receipt_upload');
    } catch (error) {
      if (isApiFailure(error) && error.hasCode('ANNUAL_LIMIT_EXCEEDED')) {
        limitReached(values, supplies, 0);
      } else if (isApiFailure(error) && error.hasCode('PRACTICE_INACTIVE') && admin) {
        open('oamoeOverride', {
          submissionId: draft.submissionId,
          onContinue: () => void send(values, supplies, { ...flags, exception: true }),
          onLogIncomplete: () => void navigate('/dashboard'),
        });
      } else {
        if (isApiFailure(error))
          onFieldErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors()).map(([k, v]) => [formFieldOf(k), v]),
            ),
          );
        setFailure(
          failureText.formLevel(error, [
            'supplies.brand_l',
            'supplies.brand_r',
            'supplies.lenses_per_box_l',
            'supplies.lenses_per_box_r',
            'supplies.boxes_l',
            'supplies.boxes_r',
          ]),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const limitReached = (
    values: SuppliesValues,
    supplies: SubmitSupplies['supplies'],
    remaining: number,
  ) =>
    open('annualLimit', {
      limitRemaining: remaining,
      supplyLength: supplies.supplyLength ?? 0,
      admin,
      onConfirm: () => void send(values, supplies, { admin_exception: true }),
    });

  const submit = async (values: SuppliesValues, supplies: SubmitSupplies['supplies']) => {
    const remaining = await fetchLimitRemaining(api, {
      patient_id: draft.patientId,
      purchase_submission_id: draft.submissionId,
      purchase_date: draft.purchaseDate,
    }).catch(() => undefined); // the server checks again on submit
    if (remaining !== undefined && (supplies.supplyLength ?? 0) > remaining)
      return limitReached(values, supplies, remaining);
    return send(values, supplies, {});
  };

  return { submit, busy, failure };
}
