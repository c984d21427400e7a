import { Button, Group, MultiSelect, Select, Stack, Table, TextInput } from '@mantine/core';
import { codeClassSchema, combineClassesSchema, formErrors } from '@lens/validation';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { Section } from '../ui/Section';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { useRefreshable } from '../ui/use-refreshable';
import { type CodeClassRow, promotionsApi } from './promotions-api';

/** Code classes: put a code in a class, and set which classes stack (each side lists the other). */
export function CodeClassesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useAdminT();
  const api = useAdminApi();
  const load = useRefreshable(() => promotionsApi(api).codeClasses(), 'code-classes');
  const saved = () => {
    load.refresh();
    onSaved();
  };
  return (
    <Section title={t('promotions.classes.title')} intro={t('promotions.classes.intro')}>
      <Stack>
        <LoadState
          load={load}
          isEmpty={(data) => data.codeClasses.length === 0}
          empty={t('promotions.classes.empty')}
        >
          {(data) => <ClassTable rows={data.codeClasses} />}
        </LoadState>
        <DefineClass codes={codes} onSaved={saved} />
        {load.status === 'ready' && (
          <Stacking classes={load.data.codeClasses.map((c) => c.code_class)} onSaved={saved} />
        )}
      </Stack>
    </Section>
  );
}

function ClassTable({ rows }: { rows: CodeClassRow[] }) {
  const { t } = useAdminT();
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('promotions.classes.codeClass')}</Table.Th>
          <Table.Th>{t('promotions.classes.codes')}</Table.Th>
          <Table.Th>{t('promotions.classes.combine')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.code_class}>
            <Table.Td ff="monospace">{row.code_class}</Table.Td>
            <Table.Td>{row.codes.join(', ')}</Table.Td>
            <Table.Td>{row.combine_classes.join(', ') || t('common.none')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function useSubmit(onSaved: () => void) {
  const { t } = useAdminT();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (check: Record<string, string>, call: () => Promise<unknown>) => {
    setErrors(check);
    setOutcome(null);
    if (Object.keys(check).length) return;
    try {
      await call();
      setOutcome({ ok: true, text: t('promotions.classes.saved') });
      onSaved();
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  return { outcome, errors, submit };
}

function DefineClass({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const [codeClass, setCodeClass] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const { outcome, errors, submit } = useSubmit(onSaved);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = { code_class: codeClass, code: code ?? '' };
    void submit(formErrors(codeClassSchema, body, language), () =>
      promotionsApi(api).defineCodeClass(body),
    );
  };
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <Group align="flex-end">
          <Select
            label={t('promotions.classes.code')}
            data={codes}
            value={code}
            onChange={setCode}
            searchable
            error={errors.code}
          />
          <TextInput
            label={t('promotions.classes.codeClass')}
            value={codeClass}
            onChange={(e) => setCodeClass(e.currentTarget.value)}
            error={errors.code_class}
          />
          <Button type="submit" variant="light">
            {t('promotions.classes.add')}
          </Button>
        </Group>
        <OutcomeAlert outcome={outcome} />
      </Stack>
    </form>
  );
}

function Stacking({ classes, onSaved }: { classes: string[]; onSaved: () => void }) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const [codeClass, setCodeClass] = useState<string | null>(null);
  const [combine, setCombine] = useState<string[]>([]);
  const { outcome, errors, submit } = useSubmit(onSaved);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = { code_class: codeClass ?? '', combine_classes: combine };
    void submit(formErrors(combineClassesSchema, body, language), () =>
      promotionsApi(api).combine(body),
    );
  };
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <Group align="flex-end">
          <Select
            label={t('promotions.classes.codeClass')}
            data={classes}
            value={codeClass}
            onChange={setCodeClass}
            error={errors.code_class}
          />
          <MultiSelect
            label={t('promotions.classes.combine')}
            data={classes.filter((c) => c !== codeClass)}
            value={combine}
            onChange={setCombine}
            error={errors.combine_classes}
            miw={240}
          />
          <Button type="submit" variant="light">
            {t('promotions.classes.combineSave')}
          </Button>
        </Group>
        <OutcomeAlert outcome={outcome} />
      </Stack>
    </form>
  );
}
