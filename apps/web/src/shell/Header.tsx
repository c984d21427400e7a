import { Anchor, Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RouteMeta } from '../routing/route-meta';
import { Logo } from './Logo';

/** The header carries the logo only on the rapid-rewards info and confirm pages (spec 000 §2). */
export function Header({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation('shell');
  if (!meta?.logo) return null;
  return (
    <Box component="header" py="sm" bg="lens.0">
      <Container size="md">
        <Anchor href="/" aria-label={t('logo')} underline="never">
          <Logo />
        </Anchor>
      </Container>
    </Box>
  );
}
