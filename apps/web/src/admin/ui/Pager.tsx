import { Group, Pagination, Text } from '@mantine/core';
import { useAdminT } from '../i18n/admin-i18n';

/** The count found and the pages of a list. */
export function Pager({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAdminT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="gray.8" aria-live="polite">
        {t('common.results', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          aria-label={t('common.pagination')}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('common.previousPage') }
              : control === 'next'
                ? { 'aria-label': t('common.nextPage') }
                : {}
          }
        />
      )}
    </Group>
  );
}
