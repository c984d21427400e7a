import { Card, Stack, Text } from '@mantine/core';
import { type DoctorName } from '../../modals/journey/journey-modal-props';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

export interface ChosenPractice {
  sap: string;
  name: string;
  lines: string[];
}

/** The practice chosen for this patient, or the doctor named when the practice is not listed. */
export function SelectedPractice({
  practice,
  doctor,
}: {
  practice: ChosenPractice | null;
  doctor: DoctorName | null;
}) {
  const { t } = useJourneyTranslation('patients');
  if (!practice && !doctor) return null;
  return (
    <Card withBorder bg="lens.0" aria-live="polite">
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {t('entry.yourPractice')}
        </Text>
        {doctor ? (
          <Text>
            {t('entry.notListedDoctor', { first: doctor.first_name, last: doctor.last_name })}
          </Text>
        ) : (
          <>
            <Text>{practice?.name}</Text>
            {practice?.lines.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
