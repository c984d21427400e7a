import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { type CookieConsent as Choice, cookieConsentAtom } from './cookie-consent.state';

/**
 * The cookie-consent gate: shown in the page flow (not over it) until the visitor chooses, so it
 * never hides the Questions button or a form on a phone.
 */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  const [consent, setConsent] = useAtom(cookieConsentAtom);
  if (consent !== null) return null;
  const choose = (choice: Choice) => setConsent(choice);
  return (
    <Box
      component="section"
      aria-labelledby="cookie-consent-title"
      bg="gray.0"
      py="md"
      tabIndex={-1}
      data-focus-first
    >
      <Container size="md">
        <Stack gap="xs">
          <Title order={2} size="h5" id="cookie-consent-title">
            {t('cookies.title')}
          </Title>
          <Text size="sm">{t('cookies.body')}</Text>
          <Group gap="sm">
            <Button size="sm" onClick={() => choose('all')}>
              {t('cookies.acceptAll')}
            </Button>
            <Button size="sm" variant="default" onClick={() => choose('essential')}>
              {t('cookies.essentialOnly')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
