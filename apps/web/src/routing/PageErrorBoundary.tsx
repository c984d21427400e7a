import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-errors';
import { ChunkRetryScreen } from './ChunkRetryScreen';
import { useReportError } from './error-reporting';

/** The error page's own content when even /error cannot render. */
export function ErrorNotice() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={1}>{t('page.title')}</Title>
      <Text>{t('page.body')}</Text>
      <Anchor href="/">{t('common:goHome')}</Anchor>
    </Stack>
  );
}

/**
 * The pages' error boundary, inside the shell: a page group that failed to load gets the retry
 * screen; any other render error is reported and sends the browser to /error (spec 000 §2).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useReportError(error, `render ${pathname}`);
  if (isChunkLoadError(error)) return <ChunkRetryScreen error={error} />;
  if (pathname === '/error') return <ErrorNotice />;
  return <Navigate to="/error" replace />;
}

/** The shell itself failed: no header or footer to rely on, just the notice. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useReportError(error, 'shell');
  return (
    <Container component="main" id="main-content" py="xl">
      {isChunkLoadError(error) ? <ChunkRetryScreen error={error} /> : <ErrorNotice />}
    </Container>
  );
}
