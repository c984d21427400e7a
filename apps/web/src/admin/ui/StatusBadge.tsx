import { Badge } from '@mantine/core';
import { useAdminT } from '../i18n/admin-i18n';

/** A stored entry status ('' and 'mail required' included) as its filter name. */
export const statusKey = (status: string) =>
  (status === '' ? 'in_progress' : status.replace(' ', '_')) as
    | 'in_progress'
    | 'pending'
    | 'approved'
    | 'rejected'
    | 'resub_started'
    | 'mail_required'
    | 'resub_mail_required'
    | 'duplicate_review';

const COLOURS: Record<ReturnType<typeof statusKey>, string> = {
  in_progress: 'gray',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  resub_started: 'orange',
  mail_required: 'yellow',
  resub_mail_required: 'yellow',
  duplicate_review: 'grape',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdminT();
  const key = statusKey(status);
  return (
    <Badge color={COLOURS[key] ?? 'gray'} variant="light" c="dark.9">
      {t(`status.${key}`)}
    </Badge>
  );
}
