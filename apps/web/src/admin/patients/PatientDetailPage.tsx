import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { RELATIONS_TO_PROFILE } from '@lens/domain';
import { formErrors, impersonationCommentSchema } from '@lens/validation';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useLoad } from '../../features/api/use-load';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { patientTokenAtom } from '../session/admin-session';
import { patientApp } from '../session/navigation';
import { useErrorText } from '../ui/error-text';
import { LoadState } from '../ui/LoadState';
import { Page } from '../ui/Page';
import { Section } from '../ui/Section';
import { ScrollTable } from '../ui/ScrollTable';
import { StatusBadge } from '../ui/StatusBadge';
import { type ProfileDetail, fullName, patientsApi } from './patients-api';
import { EntryLink } from '../entries/EntryLink';

/** #/patients/:profileId: the profile, its patients and entries, and acting for it. */
export function PatientDetailPage() {
  const { profileId = '' } = useParams();
  const { t } = useAdminT();
  const api = useAdminApi();
  const load = useLoad<ProfileDetail>(() => patientsApi(api).detail(profileId), profileId);
  const name = load.status === 'ready' ? fullName(load.data.profile) : '…';
  return (
    <Page title={t('profile.title', { name })}>
      <LoadState load={load}>{(detail) => <ProfileView detail={detail} />}</LoadState>
    </Page>
  );
}

/** Who a patient is to the account, in words (issue 29: never SELF or PARENT). */
const relationKey = (relation: string) =>
  (RELATIONS_TO_PROFILE as readonly string[]).includes(relation)
    ? (`profile.relations.${relation}` as 'profile.relations.SELF')
    : undefined;

function ProfileView({ detail }: { detail: ProfileDetail }) {
  const { t } = useAdminT();
  const relationLabel = (relation: string) => {
    const key = relationKey(relation);
    return key ? t(key) : relation;
  };
  const format = useFormat();
  const [acting, setActing] = useState(false);
  const { profile } = detail;
  return (
    <Stack gap="xl">
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
          {(
            [
              [t('profile.email'), profile.email],
              [t('profile.language'), profile.language],
              [t('profile.registered'), format.date(profile.registeredAt)],
              [t('profile.role'), profile.role],
            ] as const
          ).map(([label, value]) => (
            <Group key={label} gap="xs" align="baseline" wrap="nowrap">
              <Text component="dt" fw={600} size="sm" miw={120}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <Group mt="md">
          {profile.role === 'patient' ? (
            <Button onClick={() => setActing(true)}>{t('profile.impersonate')}</Button>
          ) : (
            <Text size="sm" c="gray.8">
              {t('profile.staffAccount')}
            </Text>
          )}
        </Group>
      </Card>
      <Section title={t('profile.patients')}>
        {detail.patients.length === 0 ? (
          <Text c="gray.8">{t('profile.noPatients')}</Text>
        ) : (
          <ScrollTable label={t('profile.patients')} minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('patients.columns.name')}</Table.Th>
                  <Table.Th>{t('profile.relation')}</Table.Th>
                  <Table.Th>{t('profile.address')}</Table.Th>
                  <Table.Th>{t('profile.sap')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.patients.map((patient) => (
                  <Table.Tr key={patient.patientId}>
                    <Table.Td>{patient.name}</Table.Td>
                    <Table.Td>{relationLabel(patient.relationToProfile)}</Table.Td>
                    <Table.Td>
                      {[
                        patient.address1,
                        patient.address2,
                        patient.city,
                        patient.state,
                        patient.postalCode,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </Table.Td>
                    <Table.Td>
                      {patient.sap ?? t('common.none')}
                      {patient.cannotFind &&
                        ` · ${t('profile.doctor')}: ${patient.doctorFirstName ?? ''} ${patient.doctorLastName ?? ''}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Section>
      <Section title={t('profile.entries')}>
        {detail.entries.length === 0 ? (
          <Text c="gray.8">{t('profile.noEntries')}</Text>
        ) : (
          <ScrollTable label={t('profile.entries')} minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('entries.columns.entry')}</Table.Th>
                  <Table.Th>{t('entries.columns.patient')}</Table.Th>
                  <Table.Th>{t('entries.columns.status')}</Table.Th>
                  <Table.Th>{t('entries.columns.purchased')}</Table.Th>
                  <Table.Th>{t('entries.columns.reward')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.entries.map((entry) => (
                  <Table.Tr key={entry.submissionId}>
                    <Table.Td>
                      <EntryLink entry={entry} />
                    </Table.Td>
                    <Table.Td>{entry.patientName ?? t('common.none')}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={entry.status} />
                    </Table.Td>
                    <Table.Td>
                      {entry.purchaseDate
                        ? format.date(entry.purchaseDate, 'short')
                        : t('common.none')}
                    </Table.Td>
                    <Table.Td>{format.money(entry.totalReward)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Section>
      {acting && (
        <ImpersonateModal
          profileId={profile.profileId}
          name={fullName(profile)}
          onClose={() => setActing(false)}
        />
      )}
    </Stack>
  );
}

/** The required reason, then the patient app in this browser signed in for the patient. */
function ImpersonateModal({
  profileId,
  name,
  onClose,
}: {
  profileId: string;
  name: string;
  onClose: () => void;
}) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const setPatientToken = useSetAtom(patientTokenAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { profile_id: profileId, comment: '' },
    validate: (values) => formErrors(impersonationCommentSchema, values, language),
  });
  const start = async ({ comment }: { comment: string }) => {
    setFailure(null);
    try {
      const { token } = await patientsApi(api).impersonate(profileId, comment);
      setPatientToken(token);
      patientApp.open('/dashboard');
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setFailure(errorText(error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('impersonation.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.onSubmit(start)} noValidate>
        <Stack>
          <Text size="sm">{t('impersonation.intro')}</Text>
          <Textarea
            label={t('impersonation.comment')}
            autosize
            minRows={3}
            required
            data-autofocus
            {...form.getInputProps('comment')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('impersonation.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
