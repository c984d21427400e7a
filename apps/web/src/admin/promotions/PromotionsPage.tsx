import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { ScrollTable } from '../ui/ScrollTable';
import { useRefreshable } from '../ui/use-refreshable';
import { CodeClassesPanel } from './CodeClassesPanel';
import { PracticeListUpload } from './PracticeListUpload';
import { PromotionForm } from './PromotionForm';
import { type PromotionRow, promotionsApi } from './promotions-api';

/** #/promotions: promotions (create, edit), code classes and stacking, practice lists. */
export function PromotionsPage() {
  const { t } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const load = useRefreshable(() => promotionsApi(api).list(), 'promotions');
  const [editing, setEditing] = useState<PromotionRow | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Page
      title={t('promotions.title')}
      actions={
        <Group>
          <Button onClick={() => setEditing('new')}>{t('promotions.create')}</Button>
        </Group>
      }
    >
      {saved && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setSaved(null)}
          closeButtonLabel={t('common.close')}
        >
          {saved}
        </Alert>
      )}
      <LoadState
        load={load}
        isEmpty={(data) => data.promotions.length === 0}
        empty={t('promotions.empty')}
      >
        {(data) => (
          <ScrollTable label={t('promotions.title')} minWidth={960}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('promotions.columns.code')}</Table.Th>
                  <Table.Th>{t('promotions.columns.name')}</Table.Th>
                  <Table.Th>{t('promotions.columns.window')}</Table.Th>
                  <Table.Th>{t('promotions.columns.award')}</Table.Th>
                  <Table.Th>{t('promotions.columns.codeClass')}</Table.Th>
                  <Table.Th>{t('promotions.columns.stacks')}</Table.Th>
                  <Table.Th>{t('promotions.columns.practices')}</Table.Th>
                  <Table.Th>{t('promotions.columns.used')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.promotions.map((promotion) => (
                  <Table.Tr key={promotion.code}>
                    <Table.Td ff="monospace">{promotion.code}</Table.Td>
                    <Table.Td>{promotion.promotion_name}</Table.Td>
                    <Table.Td>
                      {format.date(promotion.start_date, 'short')} –{' '}
                      {format.date(promotion.end_date, 'short')}
                    </Table.Td>
                    <Table.Td>{format.money(promotion.award)}</Table.Td>
                    <Table.Td>{promotion.code_class ?? t('common.none')}</Table.Td>
                    <Table.Td>{promotion.combine_classes.join(', ') || t('common.none')}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {promotion.practice_saps.length + promotion.practice_scg_keys.length === 0
                          ? t('promotions.allPractices')
                          : t('promotions.practiceCount', {
                              saps: promotion.practice_saps.length,
                              keys: promotion.practice_scg_keys.length,
                            })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{promotion.used}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing(promotion)}
                        aria-label={t('promotions.edit', { code: promotion.code })}
                      >
                        {t('promotions.editButton')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </LoadState>
      {load.status === 'ready' && (
        <Stack gap="xl">
          <CodeClassesPanel
            codes={load.data.promotions.map((p) => p.code)}
            onSaved={load.refresh}
          />
          <PracticeListUpload
            codes={load.data.promotions.map((p) => p.code)}
            onSaved={load.refresh}
          />
        </Stack>
      )}
      {editing && (
        <PromotionForm
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setSaved(message);
            load.refresh();
          }}
        />
      )}
    </Page>
  );
}
