import { Alert, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  type UploadKind as FileKind,
} from '@lens/validation';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { appStateAtom } from '../../app-state/app-state.state';
import { languageAtom } from '../../language/language.state';
import { useApi } from '../api/use-api';
import { useFailureText } from '../forms/failure-message';
import { useTrack } from '../tracking/track';
import { type UploadKind, uploadPhoto } from './upload-photo';
import { useJourneyTranslation } from '../texts/use-journey-translation';
import { judgeFile } from './judge-file';
import { uploadFormatsText } from './upload-formats-text';
import { UploadPreview } from './UploadPreview';

const MAX_MB = DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024);

type State =
  | { status: 'empty' }
  | { status: 'uploading'; preview: string; name: string; fileKind: FileKind }
  | { status: 'done'; preview?: string; name?: string; fileKind?: FileKind }
  | { status: 'failed'; message: string };

/**
 * Choose a photo, check it by its content as the upload host does (issue 29 item 4: a kind
 * outside libs/validation's list is `format`, above the maximum size `too_large`), preview it as
 * what it is (a PDF named .jpg is a PDF) and upload it for the entry. `onUploaded` gets the
 * stored photo's address.
 */
export function PhotoUpload({
  kind,
  submissionId,
  uploaded,
  onUploaded,
  chooseLabel,
}: {
  kind: UploadKind;
  submissionId: string;
  /** The address of a photo uploaded earlier (restored entries). */
  uploaded?: string;
  onUploaded: (url: string) => void;
  chooseLabel: string;
}) {
  const { t } = useJourneyTranslation('purchase');
  const api = useApi();
  const track = useTrack();
  const failureText = useFailureText();
  const language = useAtomValue(languageAtom);
  const siteUrl = useAtomValue(appStateAtom)?.siteURL ?? '';
  const [state, setState] = useState<State>(uploaded ? { status: 'done' } : { status: 'empty' });
  const formats = uploadFormatsText(language);

  const preview =
    state.status === 'uploading' || state.status === 'done' ? state.preview : undefined;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fileError = (code: 'format' | 'too_large') => {
    void track('form_error', { form: `${kind}_upload`, code });
    setState({
      status: 'failed',
      message:
        code === 'format' ? t('upload.format', { formats }) : t('upload.tooLarge', { max: MAX_MB }),
    });
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    const judged = await judgeFile(file);
    if (!judged.ok) return fileError(judged.problem);
    const local = URL.createObjectURL(file);
    const chosen = { preview: local, name: file.name, fileKind: judged.kind };
    setState({ status: 'uploading', ...chosen });
    try {
      const url = await uploadPhoto(api, { submissionId, kind, language, file, siteUrl });
      setState({ status: 'done', ...chosen });
      onUploaded(url);
    } catch (error) {
      if (isApiFailure(error) && (error.hasCode('FILE_FORMAT') || error.hasCode('FILE_TOO_LARGE')))
        return fileError(error.hasCode('FILE_FORMAT') ? 'format' : 'too_large');
      setState({ status: 'failed', message: failureText.message(error) });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('upload.rules', { formats, max: MAX_MB })}</Text>
      {preview && (state.status === 'uploading' || state.status === 'done') && state.fileKind && (
        <UploadPreview
          kind={state.fileKind}
          src={preview}
          name={state.name ?? ''}
          alt={t('upload.previewAlt', { name: state.name ?? '' })}
          cardNote={t('upload.sentAsIs')}
        />
      )}
      <div aria-live="polite">
        {state.status === 'uploading' && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('upload.uploading')}</Text>
          </Group>
        )}
        {state.status === 'done' && (
          <Group gap="xs">
            <IconCheck aria-hidden size={18} />
            <Text>{t('upload.done')}</Text>
          </Group>
        )}
      </div>
      {state.status === 'failed' && (
        <Alert color="red" role="alert" title={t('upload.failed')}>
          {state.message}
        </Alert>
      )}
      <FileButton onChange={(file) => void choose(file)} accept={UPLOAD_ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant={state.status === 'done' ? 'default' : 'filled'}
            leftSection={<IconCamera aria-hidden size={18} />}
            loading={state.status === 'uploading'}
            w="fit-content"
          >
            {state.status === 'done' ? t('upload.replace') : chooseLabel}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
