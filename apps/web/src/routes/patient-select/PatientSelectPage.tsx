import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { patientEntryTypedAtom } from '../patient-entry/patient-entry.state';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../features/api/use-api';
import { useLoad } from '../../features/api/use-load';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { DraftNotice } from '../../features/draft/DraftNotice';
import { useFailureText } from '../../features/forms/failure-message';
import { fetchPatients, type PatientView } from '../../features/patients/patients-api';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * /patient_select: who the purchase is for; /patient_select/edit: the profile's patients to edit.
 * Choosing a patient starts a new entry for them (the practice is confirmed on /patient_entry).
 */
export function PatientSelectPage() {
  const { t } = useJourneyTranslation(['patients', 'pages', 'common']);
  const failureText = useFailureText();
  const api = useApi();
  const navigate = useNavigate();
  const editing = useParams().edit !== undefined;
  const updateDraft = useSetAtom(updateDraftAtom);
  const forgetTyped = useSetAtom(patientEntryTypedAtom);
  const patients = useLoad(() => fetchPatients(api), 'patients');

  const choose = (patient: PatientView | null) => {
    forgetTyped(null); // a new choice starts from the patient's stored details
    if (editing) {
      void navigate(`/patient_entry/${patient ? patient.id : 'new'}`);
      return;
    }
    updateDraft({
      step: 'practice',
      patientId: patient?.id,
      patientName: patient?.name,
      sap: patient?.sap ?? undefined,
      practiceName: undefined,
      submissionId: undefined,
      purchaseDate: undefined,
      supplies: undefined,
      supplyLength: undefined,
      productImageUrl: undefined,
      receiptImageUrl: undefined,
      resubmission: false,
    });
    void navigate('/patient_entry');
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{editing ? t('select.editTitle') : t('pages:patientSelect')}</Title>
      {!editing && <DraftNotice />}
      <Text>{editing ? t('select.editIntro') : t('select.intro')}</Text>
      {patients.status === 'loading' && (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('select.loading')}</Text>
        </Group>
      )}
      {patients.status === 'failed' && (
        <Alert color="red" role="alert">
          <Text mb="sm">{failureText.message(patients.error)}</Text>
          <Button variant="default" onClick={patients.reload}>
            {t('common:retry')}
          </Button>
        </Alert>
      )}
      {patients.status === 'ready' && (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('select.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {patients.data.map((patient) => (
            <Card component="li" withBorder key={patient.id}>
              {/* A long relation ("Mi hijo o hija (soy su padre o madre)") wraps inside its badge
                  and the button keeps its width, or goes below on a narrow phone (issue 29). */}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text fw={700}>{patient.name}</Text>
                  <Group gap="xs">
                    <Badge
                      variant="outline"
                      h="auto"
                      maw="100%"
                      py={2}
                      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                    >
                      {t(`relations.${patient.relation_to_profile}` as 'relations.SELF')}
                    </Badge>
                  </Group>
                </Stack>
                <Button
                  style={{ flexShrink: 0 }}
                  variant={editing ? 'outline' : 'filled'}
                  onClick={() => choose(patient)}
                  aria-label={t(editing ? 'select.editNamed' : 'select.chooseNamed', {
                    name: patient.name,
                  })}
                >
                  {editing ? t('select.edit') : t('select.choose')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {patients.status === 'ready' && patients.data.length === 0 && (
        <Text>{t('select.empty')}</Text>
      )}
      {patients.status === 'ready' && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => choose(null)}
          >
            {t('select.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
