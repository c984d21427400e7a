import { Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAdminT } from '../i18n/admin-i18n';

/**
 * A back-office page: its heading, which takes the focus when the page opens (so a screen reader
 * hears where it is), and the document title.
 */
export function Page({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useAdminT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t('app.documentTitle', { page: title });
  }, [t, title]);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
