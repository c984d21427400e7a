import { Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useAdminT } from '../i18n/admin-i18n';
import { sizeOf } from './transfers';

/** A titled part of a page (a landmark named by its heading), with an optional introduction. */
export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={intro ? 0 : 'sm'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="gray.8" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </section>
  );
}

/** A download under way: how much has come (its size is unknown until the end). */
export function DownloadProgress({ bytes }: { bytes: number | null }) {
  const { t } = useAdminT();
  if (bytes === null) return null;
  const text = t('common.downloading', { size: sizeOf(bytes) });
  return (
    <Stack gap={4}>
      <Progress value={100} animated aria-label={text} />
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}
