import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { type UploadKind, uploadFormatOf } from '@lens/validation';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/**
 * What was chosen, for every accepted kind (issue 29 item 4): a photo the browser can show is
 * shown; a PDF or a HEIC photo gets a card with its kind and name (no PDF renderer in the page:
 * pdf.js would weigh more than the whole first load; docs/decisions/purchase-flow.md).
 */
export function UploadPreview({
  kind,
  src,
  name,
  alt,
  cardNote,
}: {
  kind: UploadKind;
  src: string;
  name: string;
  alt: string;
  /** Said on the card: the file will be sent as it is. */
  cardNote: string;
}) {
  const format = uploadFormatOf(kind);
  if (format.preview === 'image')
    return <Image src={src} alt={alt} mah={280} w="auto" fit="contain" radius="sm" />;
  const Icon = kind === 'pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Paper withBorder p="sm" radius="sm" maw={420} role="img" aria-label={alt}>
      <Group gap="sm" wrap="nowrap">
        <Icon aria-hidden size={40} stroke={1.5} />
        <Stack gap={0} miw={0}>
          <Text fw={600}>{format.label}</Text>
          <Text size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="gray.8">
            {cardNote}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
