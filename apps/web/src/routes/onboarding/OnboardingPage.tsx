import { Anchor, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_HIDDEN_COOKIE } from '../../config/constants';
import { writeCookie } from '../../environment/cookies';
import { inIframeAtom } from '../../environment/environment.state';
import { useModals } from '../../modals/use-modals';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

const STEPS = ['patient', 'purchase', 'receipt', 'reward'] as const;

/**
 * /onboarding: how the programme works, once. Leaving it either way sets the onboarding-hidden
 * cookie, so `/` leads to the dashboard from then on (spec 000 §2).
 */
export function OnboardingPage() {
  const { t } = useAccountTranslation(['account', 'pages']);
  const navigate = useNavigate();
  const { open } = useModals();
  const iframe = useAtomValue(inIframeAtom);
  const leave = (to: string) => {
    writeCookie(ONBOARDING_HIDDEN_COOKIE, '1', { days: 365, iframe });
    void navigate(to);
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:onboarding')}</Title>
      <Text>{t('onboarding.intro')}</Text>
      <List
        type="ordered"
        spacing="md"
        icon={undefined}
        styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      >
        {STEPS.map((step, index) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon radius="xl" size={28} aria-hidden>
                {index + 1}
              </ThemeIcon>
            }
          >
            <Text fw={700}>{t(`onboarding.steps.${step}.title`)}</Text>
            <Text size="sm">{t(`onboarding.steps.${step}.body`)}</Text>
          </List.Item>
        ))}
      </List>
      <Anchor
        component="button"
        type="button"
        onClick={() => open('video', { video: 'howItWorks' })}
        w="fit-content"
      >
        {t('onboarding.video')}
      </Anchor>
      <Group gap="sm">
        <Button onClick={() => leave('/patient_select')}>{t('onboarding.start')}</Button>
        <Button variant="default" onClick={() => leave('/dashboard')}>
          {t('onboarding.dashboard')}
        </Button>
      </Group>
    </Stack>
  );
}
