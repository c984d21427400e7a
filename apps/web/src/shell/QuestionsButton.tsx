import { Affix, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useModals } from '../modals/use-modals';
import { type RouteMeta } from '../routing/route-meta';
import { isSignedInAtom } from '../session/session.state';

/** The floating Questions button: signed-in visitors, every page but the FAQ. */
export function QuestionsButton({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation('shell');
  const { open } = useModals();
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn || meta?.noQuestions) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Button
        color="coral.7"
        radius="xl"
        size="md"
        leftSection={<IconHelpCircle aria-hidden size={20} />}
        onClick={() => open('questions')}
      >
        {t('questionsButton')}
      </Button>
    </Affix>
  );
}
