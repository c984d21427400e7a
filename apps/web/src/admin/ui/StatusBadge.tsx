import { Badge } from '@mantine/core';
import { ENTRY_STATUS_FILTERS, type EntryStatusFilter } from '@lens/validation';
import { useAdminT } from '../i18n/admin-i18n';

/** A stored entry status ('' and 'mail required' included) as its filter name, if it has one. */
export const statusKey = (status: string): EntryStatusFilter | undefined => {
  const key = status === '' ? 'in_progress' : status.replace(' ', '_');
  return (ENTRY_STATUS_FILTERS as readonly string[]).includes(key)
    ? (key as EntryStatusFilter)
    : undefined;
};

const COLOURS: Record<EntryStatusFilter, string> = {
  in_progress: 'gray',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  resub_started: 'orange',
  mail_required: 'yellow',
  resub_mail_required: 'yellow',
  discarded: 'gray',
  duplicate_review: 'grape',
};

/** The status in words; a status the back office does not know yet shows as stored, never as a key. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdminT();
  const key = statusKey(status);
  return (
    <Badge color={key ? COLOURS[key] : 'gray'} variant="light" c="dark.9">
      {key ? t(`status.${key}`) : status}
    </Badge>
  );
}
