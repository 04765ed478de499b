import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A return's attachments (photos of the defect, the packing list…) as links; nothing when there are none. */
export function ReturnFiles({ files }: { files: readonly { id: string; name: string; url: string }[] }) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <Stack gap="1" data-testid="return-files">
      <Text fontWeight="semibold">{t`Attachments`}</Text>
      {files.map((file) => (
        <ChakraLink key={file.id} href={file.url} colorPalette="brand">
          {file.name}
        </ChakraLink>
      ))}
    </Stack>
  );
}
