import { Alert, FileInput, Loader, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@lens/validation';
import { IconCamera } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { isApiFailure } from '../../api/api-failure';
import { appStateAtom, nowAtom } from '../../app-state/app-state.state';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { type ClaimView, attachPhoto, newUploadKey, putPhoto } from './express-api';
import { takeUploadKey } from './upload-keys';
import { languageAtom } from '../../language/language.state';
import { judgeFile } from '../uploads/judge-file';
import { uploadFormatsText } from '../uploads/upload-formats-text';

const MAX_MB = DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024);

type Upload = { status: 'idle' } | { status: 'uploading' } | { status: 'failed'; message: string };

/**
 * The photo of the lens boxes or the receipt: judged here by its content and size as the upload
 * host judges it (issue 29 item 4; the same list and texts as the receipt upload),
 * put on the upload host with the claim's key (or a fresh one), then attached to the entry.
 */
export function PhotoStep({
  claim,
  onAttached,
}: {
  claim: ClaimView;
  onAttached: (claim: ClaimView) => void;
}) {
  const { t } = useNamespace(claimsBundle);
  const api = useAtomValue(apiClientAtom);
  const siteUrl = useAtomValue(appStateAtom)?.siteURL ?? '';
  const now = useAtomValue(nowAtom);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const formats = uploadFormatsText(useAtomValue(languageAtom));

  const choose = async (file: File | null) => {
    if (!file) return;
    const judged = await judgeFile(file);
    if (!judged.ok) {
      setUpload({
        status: 'failed',
        message:
          judged.problem === 'format'
            ? t('photo.format', { formats })
            : t('photo.tooLarge', { max: MAX_MB }),
      });
      return;
    }
    setUpload({ status: 'uploading' });
    try {
      const key =
        takeUploadKey(claim.submissionId, now / 1000) ??
        (await newUploadKey(api, claim.submissionId));
      const url = await putPhoto(api, key, file, siteUrl);
      onAttached(await attachPhoto(api, claim.submissionId, url));
      setUpload({ status: 'idle' });
    } catch (error) {
      setUpload({
        status: 'failed',
        message: (isApiFailure(error) && error.errors[0]?.message) || t('photo.failed'),
      });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="claim-photo">
      <Title order={2} size="h4" id="claim-photo">
        {t('photo.heading')}
      </Title>
      <Text>{t('photo.intro')}</Text>
      <FileInput
        label={claim.photoAttached ? t('photo.replace') : t('photo.label')}
        description={t('photo.hint', { formats, max: MAX_MB })}
        accept={UPLOAD_ACCEPT}
        leftSection={<IconCamera aria-hidden size={18} />}
        onChange={(file) => void choose(file)}
        disabled={upload.status === 'uploading'}
        clearable={false}
      />
      <div aria-live="polite">
        {upload.status === 'uploading' && (
          <Stack gap={4} align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text>{t('photo.uploading')}</Text>
          </Stack>
        )}
        {upload.status === 'idle' && claim.photoAttached && (
          <Alert color="teal">{t('photo.uploaded')}</Alert>
        )}
        {upload.status === 'failed' && (
          <Alert color="red" role="alert">
            {upload.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
