import type { PasswordInputProps } from '@mantine/core';
import { useAccountTranslation } from '../texts/use-account-translation';
import { RevealablePasswordInput } from './RevealablePasswordInput';

/** The patient pages' password field: its show/hide toggle named in the account texts. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useAccountTranslation('account');
  return (
    <RevealablePasswordInput
      showLabel={t('fields.showPassword')}
      hideLabel={t('fields.hidePassword')}
      {...props}
    />
  );
}
