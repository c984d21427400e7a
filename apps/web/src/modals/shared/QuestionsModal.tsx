import {
  Anchor,
  Button,
  Divider,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { useLoad } from '../../features/api/use-load';
import { useRouteMeta } from '../../routing/use-route-meta';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { type ChatAvailability, fetchChatAvailability, formatChatTime } from './rewards-chat';

const TOPICS = ['receipt', 'card', 'eligibility', 'care'] as const;

// The FAQ's message form, loaded when the chat is closed (it is offered in its place).
const QuestionForm = lazy(() =>
  import('../../routes/faq/QuestionForm').then((m) => ({ default: m.QuestionForm })),
);

function ChatStatus({ chat }: { chat: ChatAvailability }) {
  const { t, i18n } = useTranslation('modals');
  const time = (iso: string) => formatChatTime(iso, chat.timeZone, i18n.language);
  if (!chat.available) return <Text>{t('questions.chat.unavailable')}</Text>;
  if (chat.open)
    return (
      <>
        <Text>
          {chat.closesAt
            ? t('questions.chat.openUntil', { time: time(chat.closesAt) })
            : t('questions.chat.open')}
        </Text>
        <Group>
          <Button component="a" href={chat.url} target="_blank" rel="noopener noreferrer">
            {t('questions.chat.start')}
          </Button>
        </Group>
      </>
    );
  return (
    <Text>
      {chat.opensAt
        ? t('questions.chat.closedUntil', { time: time(chat.opensAt) })
        : t('questions.chat.closed')}
    </Text>
  );
}

type ChatLoad = ReturnType<typeof useLoad<ChatAvailability>>;

/** The rewards chat where the page offers it: staffed now, by the schedule and the app clock? */
function RewardsChat({ chat }: { chat: ChatLoad }) {
  const { t } = useTranslation('modals');
  return (
    <Stack gap="xs" component="section" aria-labelledby="questions-chat">
      <Title order={3} size="h4" id="questions-chat">
        {t('questions.chat.heading')}
      </Title>
      {chat.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text>{t('questions.chat.checking')}</Text>
        </Group>
      )}
      {chat.status === 'failed' && <Text>{t('questions.chat.unavailable')}</Text>}
      {chat.status === 'ready' && <ChatStatus chat={chat.data} />}
    </Stack>
  );
}

/**
 * Questions (spec 000 §2): the rewards chat where the page offers it, a message form, an FAQ
 * search and contact-lens topics. Where the chat is offered, the message form comes with it (in
 * its place while it is closed); elsewhere it lives on the FAQ page.
 */
export function QuestionsModal({ close }: ModalComponentProps<'questions'>) {
  const { t } = useTranslation('modals');
  const navigate = useNavigate();
  const chat = useRouteMeta()?.rewardsChat ?? false;
  const api = useAtomValue(apiClientAtom);
  const availability = useLoad(
    () => (chat ? fetchChatAvailability(api) : Promise.resolve(null)),
    `rewards-chat-${chat}`,
  );
  // Where the chat is offered but cannot be had now, the message form takes its place.
  const chatClosed =
    chat &&
    (availability.status === 'failed' ||
      (availability.status === 'ready' && availability.data?.open === false));
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
        {chat && <RewardsChat chat={availability as ChatLoad} />}
        {chatClosed ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('questions.chat.checking')} />}>
            <QuestionForm topic={null} onCancel={close} />
          </Suspense>
        ) : (
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
        )}
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
