import { Anchor, Group, type PasswordInputProps } from '@mantine/core';
import { PasswordField } from './PasswordField';
import { useModals } from '../../modals/use-modals';
import { useAccountTranslation } from '../texts/use-account-translation';

/**
 * A password being chosen (registration, reset): its rules below the label, a reveal toggle
 * instead of a second "repeat it" field, and the password tips a click away.
 */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'label'>) {
  const { t } = useAccountTranslation('account');
  const { open } = useModals();
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        description={t('register.passwordRules')}
        autoComplete="new-password"
        required
        {...props}
      />
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={() => open('passwordHelp')}>
          {t('register.passwordHelp')}
        </Anchor>
      </Group>
    </>
  );
}
