import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppModal } from '../AppModal';
import { type ModalComponentProps, type ModalName } from '../modal-registry';

type HelpModalName =
  'loginHelp' | 'passwordHelp' | 'twoStepHelp' | 'submissionHelp' | 'visaCardHelp';

interface HelpContent {
  /** Keys under `modals:<name>.` */
  intro?: string;
  items: readonly string[];
  ordered?: boolean;
  outro?: string;
  /** A page the help leads to: its path and the key of the link's text. */
  link?: { to: string; label: string };
}

/**
 * A help modal of text: a title, an optional intro, a list, an optional closing line and an
 * optional link to the page that helps (following it closes the modal).
 */
export function helpModal<N extends HelpModalName & ModalName>(name: N, content: HelpContent) {
  function HelpModal({ close }: ModalComponentProps<N>) {
    const { t } = useTranslation(['modals', 'common']);
    const text = (key: string) => t(`${name}.${key}` as never) as string;
    return (
      <AppModal title={text('title')} onClose={close}>
        <Stack gap="sm">
          {content.intro && <Text>{text(content.intro)}</Text>}
          <List type={content.ordered ? 'ordered' : 'unordered'} spacing="xs">
            {content.items.map((item) => (
              <List.Item key={item}>{text(item)}</List.Item>
            ))}
          </List>
          {content.outro && <Text>{text(content.outro)}</Text>}
          {content.link && (
            <Anchor component={Link} to={content.link.to} onClick={close}>
              {text(content.link.label)}
            </Anchor>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>{t('common:ok')}</Button>
        </Group>
      </AppModal>
    );
  }
  HelpModal.displayName = `HelpModal(${name})`;
  return HelpModal;
}

export const LoginHelpModal = helpModal('loginHelp', {
  items: ['email', 'password', 'forgot', 'more'],
  link: { to: '/forgot_password', label: 'link' },
});
export const PasswordHelpModal = helpModal('passwordHelp', {
  intro: 'intro',
  items: ['length', 'letter', 'number'],
  outro: 'tip',
});
export const TwoStepHelpModal = helpModal('twoStepHelp', {
  intro: 'body',
  items: ['noCode', 'rates'],
});
export const SubmissionHelpModal = helpModal('submissionHelp', {
  items: ['patient', 'lenses', 'receipt', 'confirm'],
  ordered: true,
});
export const VisaCardHelpModal = helpModal('visaCardHelp', {
  items: ['mailed', 'activate', 'use', 'expiry'],
});
