import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { cookieChoiceReopenedAtom, cookieConsentAtom } from './cookie-consent.state';

/** The panel's texts, under `cookies.` in the patient app's and the back office's resources. */
export type CookieTextKey =
  'title' | 'body' | 'acceptAll' | 'essentialOnly' | 'keep' | 'current.all' | 'current.essential';

/**
 * The cookie choice itself, in the page flow (not over it) so it never hides the Questions
 * button or a form on a phone. Reopened from "Cookie settings", it takes the focus and says what
 * is chosen now; the patient app and the back office give it their texts.
 */
export function CookieChoicePanel({
  texts,
  unanswered,
}: {
  texts: (key: CookieTextKey) => string;
  /** Whether it asks a visitor who has not chosen yet (the patient app) or only when reopened. */
  unanswered: boolean;
}) {
  const [consent, setConsent] = useAtom(cookieConsentAtom);
  const [reopened, setReopened] = useAtom(cookieChoiceReopenedAtom);
  const current = consent === 'all' || consent === 'essential' ? consent : null;
  const shown = reopened || (unanswered && consent === null);
  const choose = (choice: 'all' | 'essential') => {
    setConsent(choice);
    setReopened(false);
  };
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reopened) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus();
  }, [reopened]);
  if (!shown) return null;
  return (
    <Box
      ref={section}
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
            {texts('title')}
          </Title>
          <Text size="sm">{texts('body')}</Text>
          {reopened && current && (
            <Text size="sm" fw={500}>
              {texts(`current.${current}`)}
            </Text>
          )}
          <Group gap="sm">
            <Button size="sm" onClick={() => choose('all')}>
              {texts('acceptAll')}
            </Button>
            <Button size="sm" variant="default" onClick={() => choose('essential')}>
              {texts('essentialOnly')}
            </Button>
            {reopened && (
              <Button size="sm" variant="subtle" onClick={() => setReopened(false)}>
                {texts('keep')}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
