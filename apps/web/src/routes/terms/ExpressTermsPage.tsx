import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { termsBundle } from '../../i18n/bundles/terms';
import { useNamespace } from '../../i18n/namespaces';
import { TermsSection } from './TermsParts';

const SECTIONS = ['entry', 'claim', 'notNeeded', 'review'] as const;

/** /expressrewardsterms: the express rewards terms (sample programme content). */
export function ExpressTermsPage() {
  const { t } = useNamespace(termsBundle);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="expressTerms" />
        <Text size="sm" c="gray.8">
          {t('sample')}
        </Text>
      </Stack>
      <Text>{t('express.intro')}</Text>
      {SECTIONS.map((section) => (
        <TermsSection key={section} order={2} heading={t(`express.${section}.heading`)}>
          <Text>{t(`express.${section}.body`)}</Text>
        </TermsSection>
      ))}
      <Anchor component={Link} to="/terms-and-conditions">
        {t('rewardsLink')}
      </Anchor>
    </Stack>
  );
}
