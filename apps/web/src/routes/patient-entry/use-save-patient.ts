import { NOT_LISTED_SAP } from '@lens/domain';
import { type UseFormReturnType } from '@mantine/form';
import { useApi } from '../../features/api/use-api';
import { useFormCall } from '../../features/forms/use-form-call';
import { addPatient, type PatientView, updatePatient } from '../../features/patients/patients-api';
import { sameAddress, standardiseAddress } from '../../features/patients/standardise-address';
import { type DoctorName } from '../../modals/journey/journey-modal-props';
import { useModals } from '../../modals/use-modals';
import { hasChanges, type PatientEntryValues } from './patient-entry-values';

const FIELDS = [
  'name',
  'relation_to_profile',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'sap',
  'first_name',
  'last_name',
];

/**
 * Saving the patient: the address verification modal when the standard form of the address
 * differs, the edit-patient confirmation when an existing patient changes, then add or update.
 */
export function useSavePatient(input: {
  form: UseFormReturnType<PatientEntryValues>;
  patient: PatientView | undefined;
  doctor: DoctorName | null;
  onSaved: (patient: PatientView) => void;
}) {
  const api = useApi();
  const { open } = useModals();
  const { form, patient, doctor } = input;
  const { busy, failure, run } = useFormCall(form, FIELDS);

  const save = (values: PatientEntryValues) =>
    run(async () => {
      const body = { ...values, ...(values.sap === NOT_LISTED_SAP && doctor ? doctor : {}) };
      const saved = !patient
        ? await addPatient(api, body)
        : hasChanges(patient, values, doctor)
          ? await updatePatient(api, { ...body, id: patient.id })
          : patient;
      input.onSaved(saved);
    });

  const confirmChanges = (values: PatientEntryValues) => {
    if (patient && hasChanges(patient, values, doctor))
      open('editPatientConfirm', { name: patient.name, onConfirm: () => void save(values) });
    else void save(values);
  };

  const submit = (values: PatientEntryValues) => {
    const recommended = standardiseAddress(values);
    if (sameAddress(recommended, values)) {
      confirmChanges(values);
      return;
    }
    open('addressVerification', {
      entered: values,
      recommended,
      onChoose: (address) => {
        form.setValues(address);
        confirmChanges({ ...values, ...address });
      },
    });
  };

  return { submit, busy, failure };
}
