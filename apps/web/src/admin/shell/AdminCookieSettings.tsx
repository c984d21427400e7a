import { Anchor, Box } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { CookieChoicePanel } from '../../shell/CookieChoicePanel';
import { cookieChoiceReopenedAtom } from '../../shell/cookie-consent.state';
import { useAdminT } from '../i18n/admin-i18n';

/**
 * The back office's footer: "Cookie settings" reopens the site's cookie choice (the same stored
 * choice as the patient app's), so staff can change it here too (issue 29 item 3). The back
 * office itself sets essential cookies only, so it shows the choice only when asked.
 */
export function AdminCookieSettings() {
  const { t } = useAdminT();
  const reopen = useSetAtom(cookieChoiceReopenedAtom);
  return (
    <Box component="footer" mt="xl" pt="md">
      <CookieChoicePanel unanswered={false} texts={(key) => t(`cookies.${key}`)} />
      <Anchor component="button" type="button" size="sm" onClick={() => reopen(true)}>
        {t('cookies.settings')}
      </Anchor>
    </Box>
  );
}
