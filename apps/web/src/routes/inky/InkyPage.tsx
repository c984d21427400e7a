import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { extrasBundle } from '../../i18n/bundles/extras';
import { useNamespace } from '../../i18n/namespaces';

/** Inky's statements and whether each is true (the texts live in the `extras` namespace). */
export const INKY_QUIZ = [
  ['water', false],
  ['sleep', true],
  ['topUp', false],
  ['case', true],
  ['redEye', false],
] as const;

/** /inky: a five-question lens-care quiz with Inky the octopus; answers stay in the browser. */
export function InkyPage() {
  const { t } = useNamespace(extrasBundle);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [score, setScore] = useState(0);
  const total = INKY_QUIZ.length;
  const done = index >= total;
  const [key, truth] = INKY_QUIZ[Math.min(index, total - 1)]!;

  const choose = (value: boolean) => {
    setAnswer(value);
    if (value === truth) setScore((s) => s + 1);
  };
  const next = () => {
    setAnswer(null);
    setIndex((i) => i + 1);
  };
  const again = () => {
    setIndex(0);
    setScore(0);
    setAnswer(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="inky" />
        <Text>{t('inky.intro')}</Text>
      </Stack>
      <Progress
        value={(Math.min(index, total) / total) * 100}
        aria-label={t('inky.question', { number: Math.min(index + 1, total), total })}
      />
      {done ? (
        <Stack gap="sm" align="flex-start" role="status">
          <Title order={2}>{t('inky.score', { score, total })}</Title>
          {score === total && <Text>{t('inky.perfect')}</Text>}
          <Button onClick={again}>{t('inky.again')}</Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="inky-question">
          <Text size="sm" c="gray.8">
            {t('inky.question', { number: index + 1, total })}
          </Text>
          <Title order={2} size="h3" id="inky-question">
            {t(`inky.questions.${key}.statement`)}
          </Title>
          <Group>
            <Button
              variant={answer === true ? 'filled' : 'light'}
              disabled={answer !== null}
              onClick={() => choose(true)}
            >
              {t('inky.true')}
            </Button>
            <Button
              variant={answer === false ? 'filled' : 'light'}
              disabled={answer !== null}
              onClick={() => choose(false)}
            >
              {t('inky.false')}
            </Button>
          </Group>
          <div aria-live="polite">
            {answer !== null && (
              <Alert
                color={answer === truth ? 'teal' : 'coral'}
                title={answer === truth ? t('inky.right') : t('inky.wrong')}
              >
                {t(`inky.questions.${key}.why`)}
              </Alert>
            )}
          </div>
          {answer !== null && (
            <Button w="fit-content" onClick={next}>
              {t('inky.next')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
