import {
  Accordion,
  Alert,
  Button,
  Chip,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { phaseAtom } from '../../app-state/app-state.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { faqBundle } from '../../i18n/bundles/faq';
import { useNamespace } from '../../i18n/namespaces';
import { useModals } from '../../modals/use-modals';
import {
  FAQ_TOPICS,
  type FaqEntry,
  type FaqTopic,
  faqEntries,
  isFaqTopic,
  searchFaq,
} from './faq-content';

// The form (with the schemas and the form library) loads only when a visitor opens it.
const QuestionForm = lazy(() =>
  import('./QuestionForm').then((m) => ({ default: m.QuestionForm })),
);
/** The address's choices: `/faq/:mode` (a topic, or `form`), `?topic=`, `?q=`, `?goToForm=1`. */
function useFaqQuery() {
  const { mode } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const topicParam = params.get('topic');
  const topic: FaqTopic | null = isFaqTopic(topicParam)
    ? topicParam
    : isFaqTopic(mode)
      ? mode
      : null;
  const formOpen = params.get('goToForm') === '1' || mode === 'form';
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  /** Closing the form: off the query, or off the address when it is /faq/form. */
  const closeForm = () => {
    if (mode !== 'form') return update({ goToForm: null });
    const rest = new URLSearchParams(params);
    rest.delete('goToForm');
    void navigate({ pathname: '/faq', search: rest.toString() }, { replace: true });
  };
  return { topic, q: params.get('q') ?? '', formOpen, update, closeForm };
}

function TopicAnswers({
  topic,
  entries,
  expanded,
}: {
  topic: FaqTopic;
  entries: FaqEntry[];
  expanded: boolean;
}) {
  const { t } = useNamespace(faqBundle);
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`faq-topic-${topic}`}>
      <Title order={2} size="h3" id={`faq-topic-${topic}`}>
        {t(`topics.${topic}`)}
      </Title>
      <Accordion
        multiple
        variant="separated"
        key={expanded ? 'open' : 'closed'}
        defaultValue={expanded ? entries.map((e) => e.id) : []}
      >
        {entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/**
 * /faq and /faq/:mode (spec 000 §2): searchable answers by topic, the question form (opened by
 * `goToForm=1`), and the estimator for visitors while the offer runs. Sample programme content.
 */
export function FaqPage() {
  const { t } = useNamespace(faqBundle);
  const { topic, q, formOpen, update, closeForm } = useFaqQuery();
  const { open } = useModals();
  const active = useAtomValue(phaseAtom) === 'active';
  const answers = t('answers', { returnObjects: true });
  const entries = useMemo(() => faqEntries(answers), [answers]);
  const found = useMemo(() => searchFaq(entries, q), [entries, q]);
  const shown = topic ? found.filter((entry) => entry.topic === topic) : found;
  const searching = q.trim() !== '';

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="faq" />
        <Text>{t('intro')}</Text>
        <Text size="sm" c="gray.8">
          {t('sample')}
        </Text>
      </Stack>

      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch aria-hidden size={18} />}
          value={q}
          onChange={(event) => update({ q: event.currentTarget.value })}
          rightSection={
            searching ? (
              <CloseButton aria-label={t('search.clear')} onClick={() => update({ q: null })} />
            ) : null
          }
        />
      </form>

      <Chip.Group
        value={topic ?? 'all'}
        onChange={(value) => update({ topic: value === 'all' ? null : (value as string) })}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('topics.label')}>
          <Chip value="all">{t('topics.all')}</Chip>
          {FAQ_TOPICS.map((value) => (
            <Chip key={value} value={value}>
              {t(`topics.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <div role="status">
        {searching &&
          (shown.length > 0 ? (
            <Text>{t('search.count', { count: shown.length, q })}</Text>
          ) : (
            <Alert color="gray" title={t('search.none', { q })}>
              {t('search.noneHelp')}
            </Alert>
          ))}
      </div>

      {FAQ_TOPICS.map((value) => (
        <TopicAnswers
          key={value}
          topic={value}
          entries={shown.filter((entry) => entry.topic === value)}
          expanded={searching || topic === value}
        />
      ))}

      {formOpen ? (
        <Paper withBorder p="md" radius="md">
          <Suspense fallback={<Loader size="sm" aria-label={t('form.heading')} />}>
            <QuestionForm topic={topic} onCancel={closeForm} />
          </Suspense>
        </Paper>
      ) : (
        <Group>
          <Button variant="light" onClick={() => update({ goToForm: '1' })}>
            {t('form.open')}
          </Button>
        </Group>
      )}

      {active && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="faq-estimate">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3" id="faq-estimate">
              {t('estimate.heading')}
            </Title>
            <Text>{t('estimate.body')}</Text>
            <Button onClick={() => open('rewardEstimator')}>{t('estimate.action')}</Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
