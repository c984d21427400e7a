import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOT_LISTED_SAP } from '@lens/domain';
import { patientAddSchema } from '@lens/validation';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../features/api/use-api';
import { useLoad } from '../../features/api/use-load';
import { draftAtom, updateDraftAtom } from '../../features/draft/draft.state';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { fetchPatients, type PatientView } from '../../features/patients/patients-api';
import { PracticeSearchPanel } from '../../features/practice-search/PracticeSearchPanel';
import { fetchPractice, type PracticeListItem } from '../../features/practice-search/practices-api';
import { type DoctorName } from '../../modals/journey/journey-modal-props';
import { useModals } from '../../modals/use-modals';
import { impersonatorAtom } from '../../session/session.state';
import { PatientDetailsFields } from './PatientDetailsFields';
import { patientEntryTypedAtom } from './patient-entry.state';
import { type PatientEntryValues, valuesOf } from './patient-entry-values';
import { type ChosenPractice, SelectedPractice } from './SelectedPractice';
import { useSavePatient } from './use-save-patient';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

const chosen = (p: PracticeListItem): ChosenPractice => ({
  sap: p.sap,
  name: p.display_name,
  lines: [
    [p.address1, p.address2].filter(Boolean).join(', '),
    `${p.city}, ${p.state} ${p.postal_code}`,
  ],
});

/**
 * /patient_entry: the patient's details and their eye care practice for this purchase (the patient
 * chosen on /patient_select, or a new one); /patient_entry/:edit edits a patient (`new` adds one)
 * and goes back to the patient list.
 */
export function PatientEntryPage() {
  const { t } = useJourneyTranslation(['patients', 'pages', 'common']);
  const api = useApi();
  const navigate = useNavigate();
  const { open } = useModals();
  const { edit } = useParams();
  const draft = useAtomValue(draftAtom);
  const updateDraft = useSetAtom(updateDraftAtom);
  const impersonating = useAtomValue(impersonatorAtom) !== null;
  const patientId = edit !== undefined ? (edit === 'new' ? undefined : edit) : draft?.patientId;
  const patients = useLoad(() => fetchPatients(api), 'patients');
  const patient: PatientView | undefined =
    patients.status === 'ready' ? patients.data.find((p) => p.id === patientId) : undefined;

  // What was typed here before a reload comes back (the same patient, or the same new one).
  const typedKey = patientId ?? 'new';
  const [storedTyped, setTyped] = useAtom(patientEntryTypedAtom);
  const typed = storedTyped?.key === typedKey ? storedTyped : null;
  const restored = useRef(typed !== null);

  const form = useForm<PatientEntryValues>({
    initialValues: typed?.values ?? valuesOf(undefined, draft?.sap),
    validate: useSchemaValidate<PatientEntryValues>(patientAddSchema),
  });
  const [practice, setPractice] = useState<ChosenPractice | null>(typed?.practice ?? null);
  const [doctor, setDoctor] = useState<DoctorName | null>(typed?.doctor ?? null);
  const [searching, setSearching] = useState(false);
  const formId = useId();

  // An existing patient's details, and their practice's name, fill the form once known.
  useEffect(() => {
    if (!patient || restored.current) return;
    const sap = edit === undefined ? (draft?.sap ?? patient.sap ?? '') : (patient.sap ?? '');
    form.setValues(valuesOf(patient, sap));
    if (sap === NOT_LISTED_SAP) setDoctor(patient.ecp_not_listed);
    else if (sap)
      fetchPractice(api, sap).then(
        (p) => setPractice(chosen(p)),
        () => setSearching(true),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the patient is known
  }, [patient?.id]);

  // Everything typed is kept as it changes (once an existing patient's details have filled in).
  const loaded = restored.current || patientId === undefined || patient !== undefined;
  useEffect(() => {
    if (loaded) setTyped({ key: typedKey, values: form.values, practice, doctor });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on what is typed and chosen
  }, [loaded, typedKey, form.values, practice, doctor]);

  const sap = form.values.sap;
  const showSearch = searching || (!sap && patients.status !== 'loading');

  const select = (p: PracticeListItem) => {
    setSearching(true); // the list stays, with its Selected marker
    const take = () => {
      form.setFieldValue('sap', p.sap);
      setPractice(chosen(p));
      setDoctor(null);
    };
    if (p.affiliated_now) take();
    else open('nonParticipatingPractice', { practiceName: p.display_name, onKeep: take });
  };
  const notListed = () => {
    setSearching(true);
    open('doctorNotListed', {
      doctor: doctor ?? undefined,
      onSave: (named) => {
        form.setFieldValue('sap', NOT_LISTED_SAP);
        setPractice(null);
        setDoctor(named);
      },
    });
  };

  const { submit, busy, failure } = useSavePatient({
    form,
    patient,
    doctor,
    onSaved: (saved) => {
      setTyped(null);
      if (edit !== undefined) {
        void navigate('/patient_select/edit');
        return;
      }
      updateDraft({
        step: 'date',
        patientId: saved.id,
        patientName: saved.name,
        sap: form.values.sap,
        practiceName: doctor
          ? t('entry.notListedDoctor', { first: doctor.first_name, last: doctor.last_name })
          : practice?.name,
      });
      void navigate('/purchase_info');
    },
  });

  const hasSelf =
    patients.status === 'ready' && patients.data.some((p) => p.relation_to_profile === 'SELF');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>
          {edit !== undefined ? t('entry.editTitle') : t('pages:patientEntry')}
        </Title>
        <Text>{t('entry.intro')}</Text>
      </Stack>
      <form
        id={formId}
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-label={t('entry.formLabel')}
      >
        <PatientDetailsFields
          form={form}
          hasSelf={hasSelf}
          storedRelation={patient?.relation_to_profile}
        />
      </form>
      <Stack gap="md" component="section" aria-label={t('entry.practiceHeading')}>
        <Title order={2} size="h3">
          {t('entry.practiceHeading')}
        </Title>
        <SelectedPractice
          practice={sap === NOT_LISTED_SAP ? null : practice}
          doctor={sap === NOT_LISTED_SAP ? doctor : null}
        />
        {form.errors['sap'] && (
          <Text c="red.8" role="alert">
            {t('entry.practiceRequired')}
          </Text>
        )}
        {showSearch ? (
          <PracticeSearchPanel
            selectedSap={sap}
            onSelect={select}
            onNotListed={notListed}
            impersonating={impersonating}
            askLocation={!sap}
            initialPostalCode={form.values.postal_code.slice(0, 5)}
          />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setSearching(true)}>
              {t('entry.changePractice')}
            </Button>
          </Group>
        )}
      </Stack>
      <FailureAlert message={failure} />
      <Group>
        <Button type="submit" form={formId} loading={busy}>
          {edit !== undefined ? t('entry.save') : t('common:continue')}
        </Button>
      </Group>
    </Stack>
  );
}
