import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useAccountTranslation } from '../texts/use-account-translation';

/**
 * A password field whose show/hide toggle is reachable by keyboard (Mantine leaves it out of the
 * tab order) and says what it does, in the page's language.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useAccountTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        tabIndex: 0,
        'aria-label': visible ? t('fields.hidePassword') : t('fields.showPassword'),
      }}
      {...props}
    />
  );
}
