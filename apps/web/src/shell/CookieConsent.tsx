import { useTranslation } from 'react-i18next';
import { CookieChoicePanel } from './CookieChoicePanel';

/**
 * The cookie-consent gate: shown until the visitor chooses, and again when "Cookie settings" in
 * the footer reopens it (issue 29 item 3).
 */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  return <CookieChoicePanel unanswered texts={(key) => t(`cookies.${key}`)} />;
}
