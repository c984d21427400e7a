import { TextInput, type TextInputProps } from '@mantine/core';
import { useAdminT } from '../i18n/admin-i18n';

/** The current month on the app's clock (UTC): the default range of a report. */
export function thisMonth(instant: number): { from: string; to: string } {
  const now = new Date(instant);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

type FieldProps = Pick<TextInputProps, 'value' | 'error' | 'onChange'>;

/** A report's "from" and "to" days (both required), as two date inputs. */
export function DateRangeFields({ from, to }: { from: FieldProps; to: FieldProps }) {
  const { t } = useAdminT();
  return (
    <>
      <TextInput type="date" label={t('common.from')} required {...from} />
      <TextInput type="date" label={t('common.to')} required {...to} />
    </>
  );
}
