import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { impersonatorAtom, profileAtom } from '../session/session.state';

/** The back office's page that hands the admin's own token back (a page of the /admin entry). */
export const END_IMPERSONATION_PATH = '/admin#/impersonation/end';

/**
 * While an admin acts for a profile (token `act` claim), a banner names the patient and offers
 * "End": the back office ends the act token there and gives the admin their own session back.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const impersonator = useAtomValue(impersonatorAtom);
  const profile = useAtomValue(profileAtom);
  if (!impersonator) return null;
  const name = profile.first_name?.trim() || t('impersonation.unnamed');
  return (
    <Box role="status" bg="yellow.1" py="xs" c="dark.9">
      <Container size="md">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <IconUserShield aria-hidden size={20} style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              {t('impersonation.banner', { name })}
            </Text>
          </Group>
          {/* A page of the back office's own entry: a full navigation, not a route of this app. */}
          <Anchor
            href={END_IMPERSONATION_PATH}
            size="sm"
            fw={700}
            c="dark.9"
            underline="always"
            aria-label={t('impersonation.endLabel', { name })}
            style={{ flexShrink: 0 }}
          >
            {t('impersonation.end')}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
