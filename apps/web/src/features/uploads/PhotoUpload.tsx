import { Alert, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_UPLOAD_EXTENSIONS, uploadError } from '@lens/validation';
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

const ACCEPT = DEFAULT_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_MB = DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024);

type State =
  | { status: 'empty' }
  | { status: 'uploading'; preview: string; name: string }
  | { status: 'done'; preview?: string; name?: string }
  | { status: 'failed'; message: string };

/**
 * Choose a photo, check it (spec 000 §5: extension in the accept list, else `format`; above the
 * maximum size, `too_large`), preview it and upload it for the entry. `onUploaded` gets the
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

  const preview =
    state.status === 'uploading' || state.status === 'done' ? state.preview : undefined;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fileError = (code: 'format' | 'too_large') => {
    void track('form_error', { form: `${kind}_upload`, code });
    setState({
      status: 'failed',
      message: code === 'format' ? t('upload.format') : t('upload.tooLarge', { max: MAX_MB }),
    });
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = uploadError({ name: file.name, size: file.size, type: file.type });
    if (problem) return fileError(problem);
    const local = URL.createObjectURL(file);
    setState({ status: 'uploading', preview: local, name: file.name });
    try {
      const url = await uploadPhoto(api, { submissionId, kind, language, file, siteUrl });
      setState({ status: 'done', preview: local, name: file.name });
      onUploaded(url);
    } catch (error) {
      if (isApiFailure(error) && (error.hasCode('FILE_FORMAT') || error.hasCode('FILE_TOO_LARGE')))
        return fileError(error.hasCode('FILE_FORMAT') ? 'format' : 'too_large');
      setState({ status: 'failed', message: failureText.message(error) });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('upload.rules', { max: MAX_MB })}</Text>
      {preview && (
        <Image
          src={preview}
          alt={t('upload.previewAlt', {
            name: state.status === 'uploading' || state.status === 'done' ? (state.name ?? '') : '',
          })}
          mah={280}
          w="auto"
          fit="contain"
          radius="sm"
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
      <FileButton onChange={(file) => void choose(file)} accept={ACCEPT}>
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
