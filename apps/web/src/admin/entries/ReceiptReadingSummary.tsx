import { List, Stack, Table, Text, Title } from '@mantine/core';
import { type ReceiptReadingView } from '@lens/validation';
import { productName, withProductNames } from '../../features/products/product-names';
import { useAdminT } from '../i18n/admin-i18n';

/**
 * What the worker read on an entry's receipt (issue 28), as the patient's API answers it: the
 * fields, the lines, and the differences from the entry, highlighted.
 */
export function ReceiptReadingSummary({ reading }: { reading: ReceiptReadingView }) {
  const { t } = useAdminT();
  const unknown = t('reading.unknown');
  return (
    <Stack gap="xs" component="section" aria-label={t('reading.title')}>
      <Title order={3} size="h5">
        {t('reading.title')}
      </Title>
      <Text size="sm">{t(`reading.status.${reading.status}`)}</Text>
      {reading.status === 'read' && (
        <>
          <Text size="sm">
            <b>{t('reading.date')}:</b> {reading.purchaseDate ?? unknown} ·{' '}
            <b>{t('reading.practice')}:</b> {reading.practiceName ?? unknown} ·{' '}
            <b>{t('reading.total')}:</b> {reading.total?.toFixed(2) ?? unknown}
          </Text>
          <List size="sm" aria-label={t('reading.lines')}>
            {reading.lines.map((line, i) => (
              <List.Item key={`${i}-${line.text}`}>
                {line.brand
                  ? t('reading.line', {
                      brand: productName(line.brand),
                      boxes: line.boxes ?? unknown,
                    })
                  : unknown}{' '}
                <Text component="span" c="gray.7">
                  ({line.text})
                </Text>
              </List.Item>
            ))}
          </List>
          {reading.mismatches.length === 0 ? (
            <Text size="sm">{t('reading.none')}</Text>
          ) : (
            <Table aria-label={t('reading.differences')} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reading.differences')}</Table.Th>
                  <Table.Th>{t('reading.entered')}</Table.Th>
                  <Table.Th>{t('reading.read')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reading.mismatches.map((m) => (
                  <Table.Tr key={m.field} bg="yellow.1">
                    <Table.Td>{t(`reading.field.${m.field}`)}</Table.Td>
                    <Table.Td>{withProductNames(m.entered)}</Table.Td>
                    <Table.Td>
                      <Text component="mark" fw={700}>
                        {withProductNames(m.read)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
