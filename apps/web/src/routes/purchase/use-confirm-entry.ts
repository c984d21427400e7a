import { isProductCode } from '@lens/domain';
import { type ReceiptMismatchView } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { channelAtom } from '../../environment/environment.state';
import { useApi } from '../../features/api/use-api';
import { type EyeValues } from '../../features/draft/purchase-draft';
import { type RequiredDraft } from '../../features/draft/use-required-draft';
import { useFailureText } from '../../features/forms/failure-message';
import { confirmSubmission } from '../../features/submissions/submissions-api';
import { type EntrySummary } from '../../modals/journey/journey-modal-props';
import { useModals } from '../../modals/use-modals';
import { impersonatorAtom } from '../../session/session.state';
import { useBrandLabel } from './EyeFields';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

type ConfirmDraft = RequiredDraft<'patientId' | 'submissionId' | 'purchaseDate' | 'supplyLength'>;

/** The entry as the purchase detail confirmation shows it. */
function useSummary(draft: ConfirmDraft, promoCodes: string[]): EntrySummary {
  const { t } = useJourneyTranslation('purchase');
  const brandLabel = useBrandLabel();
  const eye = (label: string, values: EyeValues | undefined) =>
    values && isProductCode(values.brand)
      ? [
          {
            label,
            description: t('review.eye', {
              brand: brandLabel(values.brand),
              count: Number(values.boxes),
              lenses: Number(values.lensesPerBox),
            }),
          },
        ]
      : [];
  return {
    patient: draft.patientName ?? '',
    practice: draft.practiceName ?? '',
    purchaseDate: draft.purchaseDate,
    eyes: [
      ...eye(t('intake.right'), draft.supplies?.right),
      ...eye(t('intake.left'), draft.supplies?.left),
    ],
    supplyLength: draft.supplyLength,
    promoCodes,
  };
}

/**
 * Review and confirm (spec 000 §4 step 4): the purchase detail confirmation, then for an admin
 * acting for the patient the admin comment, then confirm; the dashboard opens with the new entry in
 * view, the incomplete entry is forgotten, and the purchase complete modal over the dashboard
 * shows the confirmation code and the reward.
 */
export function useConfirmEntry(
  draft: ConfirmDraft,
  promoCodes: string[],
  differences: ReceiptMismatchView[] = [],
) {
  const api = useApi();
  const navigate = useNavigate();
  const { open } = useModals();
  const failureText = useFailureText();
  const { t } = useJourneyTranslation('purchase');
  const channel = useAtomValue(channelAtom);
  const admin = useAtomValue(impersonatorAtom) !== null;
  const summary = useSummary(draft, promoCodes);

  const confirm = async () => {
    try {
      const submission = await confirmSubmission(
        api,
        { purchase_submission_id: draft.submissionId, resubmission: draft.resubmission ?? false },
        channel,
      );
      // The dashboard comes first, with the new entry in view, and the completion over it. The
      // dashboard forgets the draft: forgotten here, this page would go back to the first step.
      void navigate('/dashboard', { state: { confirmedEntry: submission.id } });
      open('purchaseComplete', { submission, onDone: () => undefined });
    } catch (error) {
      const limit = isApiFailure(error) && error.hasCode('ANNUAL_LIMIT_EXCEEDED');
      open('genericError', {
        headline: limit ? t('limit.title') : undefined,
        body: failureText.message(error),
      });
    }
  };

  const review = () =>
    open('purchaseDetailConfirm', {
      summary,
      differences,
      onConfirm: async () => {
        if (admin)
          open('adminComment', { submissionId: draft.submissionId, onDone: () => void confirm() });
        else await confirm();
      },
    });

  return review;
}
