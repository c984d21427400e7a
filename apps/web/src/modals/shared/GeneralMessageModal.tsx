import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/** General message: headline, body, optional call to action and link (spec 000 §2). */
export function GeneralMessageModal({ props, close }: ModalComponentProps<'generalMessage'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { headline, body, cta, link } = props;

  const act = () => {
    close();
    cta?.onClick?.();
    if (cta?.to) void navigate(cta.to);
  };

  return (
    <AppModal title={headline} onClose={close}>
      {typeof body === 'string' ? <Text>{body}</Text> : body}
      <Group justify="space-between" mt="lg">
        {link?.to ? (
          <Anchor component={Link} to={link.to} onClick={close}>
            {link.label}
          </Anchor>
        ) : link?.href ? (
          <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label} <VisuallyHidden>{t('opensInNewWindow')}</VisuallyHidden>
          </Anchor>
        ) : (
          <span />
        )}
        {cta ? (
          <Button onClick={act}>{cta.label}</Button>
        ) : (
          <Button onClick={close}>{t('ok')}</Button>
        )}
      </Group>
    </AppModal>
  );
}
