import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

/** The way back from the password reset pages. */
export function BackToSignIn() {
  const { t } = useAccountTranslation('account');
  return (
    <Anchor component={Link} to="/login">
      {t('forgotPassword.backToSignIn')}
    </Anchor>
  );
}
