import { type Language } from '@lens/domain';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguageAtom, isLanguage, languageAtom } from '../../language/language.state';
import { AUTONYMS } from '../../language/autonyms';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/** Language toggle: en or es; confirm only when the choice differs (spec 000 §2). */
export function LanguageToggleModal({ close }: ModalComponentProps<'languageToggle'>) {
  const { t } = useTranslation(['modals', 'common']);
  const current = useAtomValue(languageAtom);
  const choose = useSetAtom(chooseLanguageAtom);
  const [choice, setChoice] = useState<Language>(current);

  const confirm = () => {
    choose(choice);
    close();
  };

  return (
    <AppModal title={t('languageToggle.title')} onClose={close}>
      <Radio.Group
        label={t('languageToggle.label')}
        value={choice}
        onChange={(value) => isLanguage(value) && setChoice(value)}
      >
        <Stack gap="sm" mt="xs">
          {(Object.keys(AUTONYMS) as Language[]).map((language) => (
            <Radio
              key={language}
              value={language}
              label={<span lang={language}>{AUTONYMS[language]}</span>}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common:cancel')}
        </Button>
        <Button onClick={confirm} disabled={choice === current}>
          {t('languageToggle.confirm')}
        </Button>
      </Group>
    </AppModal>
  );
}
