import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { type RequiredDraft, useRequiredDraft } from '../../features/draft/use-required-draft';
import { PromoCodeForm } from '../../features/promo-code/PromoCodeForm';
import { ReceiptReadingPanel } from '../../features/receipt-reading/ReceiptReadingPanel';
import {
  type ReceiptSuggestion,
  suggestionFrom,
} from '../../features/receipt-reading/receipt-suggestion';
import { useReceiptReading } from '../../features/receipt-reading/use-receipt-reading';
import { submitReceiptImage } from '../../features/submissions/submissions-api';
import { PhotoUpload } from '../../features/uploads/PhotoUpload';
import { useApi } from '../../features/api/use-api';
import { useFailureText } from '../../features/forms/failure-message';
import { useModals } from '../../modals/use-modals';
import { useConfirmEntry } from './use-confirm-entry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

type ReceiptDraft = RequiredDraft<
  'patientId' | 'sap' | 'submissionId' | 'purchaseDate' | 'supplyLength'
>;

function ReceiptStep({ draft }: { draft: ReceiptDraft }) {
  const { t } = useJourneyTranslation(['purchase', 'pages']);
  const api = useApi();
  const { open } = useModals();
  const failureText = useFailureText();
  const updateDraft = useSetAtom(updateDraftAtom);
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[]>([]);
  const reading = useReceiptReading(draft.submissionId, draft.receiptImageUrl);
  const read = reading.kind === 'done' ? reading.reading : null;
  const suggestion = read ? suggestionFrom(read, draft) : null;
  const review = useConfirmEntry(draft, codes, read?.mismatches ?? []);
  // The purchase pages start from what the receipt says; the patient checks and goes on.
  const use = ({ purchaseDate, supplies }: ReceiptSuggestion) => {
    updateDraft({ receiptSuggestion: { purchaseDate, supplies } });
    void navigate(purchaseDate ? '/purchase_info' : '/product_intake');
  };

  const uploaded = async (url: string) => {
    // The receipt belongs to the entry once the API has it (spec 000 §4 step 3).
    await submitReceiptImage(api, {
      receipt_image_url: url,
      purchase_submission_id: draft.submissionId,
    }).then(
      () => updateDraft({ receiptImageUrl: url }),
      (error: unknown) => {
        console.warn('receipt submit failed', error); // spec 000 §8: logged, and the patient told
        open('genericError', { body: failureText.message(error) });
      },
    );
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="receipt-heading">
        <Title order={2} size="h3" id="receipt-heading">
          {t('receipt.heading')}
        </Title>
        <Text>{t('receipt.intro')}</Text>
        <Group gap="md">
          <Anchor
            component="button"
            type="button"
            onClick={() => open('sampleImage', { kind: 'receipt' })}
          >
            {t('receipt.sampleReceipt')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            onClick={() => open('sampleImage', { kind: 'photo' })}
          >
            {t('receipt.samplePhoto')}
          </Anchor>
        </Group>
        <PhotoUpload
          kind="receipt"
          submissionId={draft.submissionId}
          uploaded={draft.receiptImageUrl}
          onUploaded={(url) => void uploaded(url)}
          chooseLabel={t('receipt.choose')}
        />
        <ReceiptReadingPanel state={reading} suggestion={suggestion} onUse={use} />
      </Stack>
      <PromoCodeForm
        submissionId={draft.submissionId}
        purchaseDate={draft.purchaseDate}
        onChange={(list) => setCodes(list.map((entry) => entry.code))}
      />
      <Stack gap="xs">
        {!draft.receiptImageUrl && <Text size="sm">{t('receipt.needed')}</Text>}
        <Group>
          <Button onClick={review} disabled={!draft.receiptImageUrl}>
            {t('receipt.review')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

/** /receipt_upload (spec 000 §4 step 3): the receipt photo, promo codes, then review and confirm. */
export function ReceiptUploadPage() {
  const { t } = useJourneyTranslation(['purchase', 'pages']);
  const required = useRequiredDraft(
    'receipt',
    'patientId',
    'sap',
    'submissionId',
    'purchaseDate',
    'supplyLength',
  );
  if (required.redirect !== undefined) return <Navigate to={required.redirect} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:receiptUpload')}</Title>
      <ReceiptStep draft={required.draft} />
    </Stack>
  );
}
