import { Anchor, Button, Divider, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { nowAtom } from '../../app-state/app-state.state';
import { buildEnv } from '../../config/build-env';
import { useRouteMeta } from '../../routing/use-route-meta';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { isChatOpen } from './chat-hours';

const TOPICS = ['receipt', 'card', 'eligibility', 'care'] as const;

function RewardsChat() {
  const { t } = useTranslation('modals');
  const open = isChatOpen(useAtomValue(nowAtom));
  return (
    <Stack gap="xs" component="section" aria-labelledby="questions-chat">
      <Title order={3} size="h4" id="questions-chat">
        {t('questions.chat.heading')}
      </Title>
      {buildEnv.chatUrl ? (
        <>
          <Text>{open ? t('questions.chat.open') : t('questions.chat.closed')}</Text>
          {open && (
            <Button component="a" href={buildEnv.chatUrl} target="_blank" rel="noopener noreferrer">
              {t('questions.chat.start')}
            </Button>
          )}
        </>
      ) : (
        <Text>{t('questions.chat.unavailable')}</Text>
      )}
    </Stack>
  );
}

/**
 * Questions (spec 000 §2): the rewards chat where the page offers it, a message form, an FAQ
 * search and contact-lens topics. The message form and the answers live on the FAQ page.
 */
export function QuestionsModal({ close }: ModalComponentProps<'questions'>) {
  const { t } = useTranslation('modals');
  const navigate = useNavigate();
  const chat = useRouteMeta()?.rewardsChat ?? false;
  const [query, setQuery] = useState('');

  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    go(q ? `/faq?q=${encodeURIComponent(q)}` : '/faq');
  };

  return (
    <AppModal title={t('questions.title')} onClose={close} size="lg">
      <Stack gap="lg">
        <Text>{t('questions.intro')}</Text>
        {chat && <RewardsChat />}
        <Stack gap="xs" component="section" aria-labelledby="questions-message">
          <Title order={3} size="h4" id="questions-message">
            {t('questions.message.heading')}
          </Title>
          <Text>{t('questions.message.body')}</Text>
          <Group>
            <Button variant="light" onClick={() => go('/faq?goToForm=1')}>
              {t('questions.message.action')}
            </Button>
          </Group>
        </Stack>
        <Divider />
        <form role="search" onSubmit={search} aria-labelledby="questions-search">
          <Title order={3} size="h4" id="questions-search" mb="xs">
            {t('questions.search.heading')}
          </Title>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('questions.search.label')}
              placeholder={t('questions.search.placeholder')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Button type="submit">{t('questions.search.submit')}</Button>
          </Group>
        </form>
        <Stack gap="xs" component="section" aria-labelledby="questions-topics">
          <Title order={3} size="h4" id="questions-topics">
            {t('questions.topics.heading')}
          </Title>
          <List spacing="xs">
            {TOPICS.map((topic) => (
              <List.Item key={topic}>
                <Anchor component={Link} to={`/faq?topic=${topic}`} onClick={close}>
                  {t(`questions.topics.${topic}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </AppModal>
  );
}
