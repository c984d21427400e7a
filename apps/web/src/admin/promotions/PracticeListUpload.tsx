import {
  Button,
  FileInput,
  Group,
  List,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { adminTokenAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { Section } from '../ui/Section';
import { OutcomeAlert } from '../ui/Outcome';
import { uploadFile } from '../ui/transfers';

/** The practices a promotion is limited to: a CSV of saps or scg keys, with upload progress. */
export function PracticeListUpload({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t, language } = useAdminT();
  const errorText = useErrorText();
  const token = useAtomValue(adminTokenAtom);
  const [code, setCode] = useState<string | null>(null);
  const [type, setType] = useState<'sap' | 'scg_key'>('sap');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; rows?: string[] } | null>(
    null,
  );
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || !file) return;
    const form = new FormData();
    form.append('type', type);
    form.append('file', file);
    setOutcome(null);
    setProgress(0);
    try {
      await uploadFile(`/admin/api/promotions/${encodeURIComponent(code)}/practice-list`, form, {
        token,
        language,
        onProgress: setProgress,
      });
      setOutcome({ ok: true, text: t('promotions.practices.uploaded') });
      onSaved();
    } catch (error) {
      const rows = isApiFailure(error)
        ? error.errors
            .filter((e) => e.name.startsWith('values.'))
            .map((e) =>
              t('promotions.practices.rowError', {
                row: Number(e.name.slice(7)) + 1,
                message: e.message,
              }),
            )
        : [];
      setOutcome({ ok: false, text: errorText(error), rows });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Section title={t('promotions.practices.title')} intro={t('promotions.practices.intro')}>
      <form onSubmit={upload} noValidate>
        <Stack maw={560}>
          <Select
            label={t('promotions.practices.promotion')}
            data={codes}
            value={code}
            onChange={setCode}
            searchable
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="practice-type-label">
              {t('promotions.practices.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="practice-type-label"
              value={type}
              onChange={(value) => setType(value === 'scg_key' ? 'scg_key' : 'sap')}
              data={[
                { value: 'sap', label: t('promotions.practices.sap') },
                { value: 'scg_key', label: t('promotions.practices.scg_key') },
              ]}
            />
          </Stack>
          <FileInput
            label={t('promotions.practices.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            required
            clearable
          />
          {progress !== null && (
            <Progress value={progress} aria-label={t('common.uploading', { percent: progress })} />
          )}
          <Group>
            <Button type="submit" disabled={!code || !file} loading={progress !== null}>
              {t('promotions.practices.upload')}
            </Button>
          </Group>
          <OutcomeAlert outcome={outcome}>
            {outcome?.rows && outcome.rows.length > 0 && (
              <List size="sm" mt="xs">
                {outcome.rows.map((row) => (
                  <List.Item key={row}>{row}</List.Item>
                ))}
              </List>
            )}
          </OutcomeAlert>
        </Stack>
      </form>
    </Section>
  );
}
