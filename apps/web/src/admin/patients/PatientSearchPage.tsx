import { Anchor, Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { ScrollTable } from '../ui/ScrollTable';
import { Pager } from '../ui/Pager';
import { fullName, patientsApi } from './patients-api';

/** #/patients: find a profile by e-mail, name, a patient's name or its id. */
export function PatientSearchPage() {
  const { t } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const asked = Object.fromEntries(
    [...params.entries()].filter(([key]) => key === 'q' || key === 'page'),
  );
  const load = useLoad(() => patientsApi(api).search(asked), JSON.stringify(asked));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(q.trim() ? { q: q.trim() } : {});
  };
  return (
    <Page title={t('patients.title')}>
      <form onSubmit={search} role="search" aria-label={t('patients.title')}>
        <Group align="flex-end">
          <TextInput
            label={t('patients.searchLabel')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 260 }}
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <LoadState
        load={load}
        isEmpty={(data) => data.profiles.length === 0}
        empty={t('patients.empty')}
      >
        {(data) => (
          <>
            <ScrollTable label={t('patients.title')} minWidth={720}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('patients.columns.name')}</Table.Th>
                    <Table.Th>{t('patients.columns.email')}</Table.Th>
                    <Table.Th>{t('patients.columns.registered')}</Table.Th>
                    <Table.Th>{t('patients.columns.patients')}</Table.Th>
                    <Table.Th>{t('patients.columns.entries')}</Table.Th>
                    <Table.Th>{t('patients.columns.role')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.profiles.map((profile) => (
                    <Table.Tr key={profile.profileId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/patients/${encodeURIComponent(profile.profileId)}`}
                        >
                          {fullName(profile)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{profile.email}</Table.Td>
                      <Table.Td>{format.date(profile.registeredAt, 'short')}</Table.Td>
                      <Table.Td>{profile.patients}</Table.Td>
                      <Table.Td>{profile.entries}</Table.Td>
                      <Table.Td>
                        {profile.role !== 'patient' && (
                          <Badge variant="light" c="dark.9">
                            {profile.role}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Pager
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              onPage={(page) =>
                setParams({
                  ...(params.get('q') ? { q: params.get('q')! } : {}),
                  page: String(page),
                })
              }
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
