import { Box, Button, Card, DataList, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEnterpriseInfo, useSetLogo } from '@procure/company-data-access';
import { UploadError, uploadFile } from '@procure/files-data-access';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPE } from '@procure/shared-codes';
import { PageHeader, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { EnterpriseTimeZoneCard } from './enterprise-time-zone.tsx';

/** `/setting/enterpriseInfo`: the company's names and its logo (upload type 4, shown in the header). */
export function EnterpriseInfoPage() {
  const { t, i18n } = useLingui();
  const info = useEnterpriseInfo();
  const setLogo = useSetLogo();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const en = i18n.locale === 'en-US';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      showErrorToast(t`The file is larger than 30 MB`);
      return;
    }
    try {
      setProgress(0);
      const uploaded = await uploadFile(file, UPLOAD_TYPE.enterpriseLogo, setProgress);
      const { desc } = await setLogo.mutateAsync(uploaded.id);
      showSuccessToast(desc || t`Logo saved`);
    } catch (error) {
      // The api-client shows its own red message; the XHR upload's refusal is shown here.
      if (error instanceof UploadError) showErrorToast(error.message);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const data = info.data;
  return (
    <Box>
      <PageHeader title={<Trans>Enterprise information</Trans>} />
      <Card.Root maxW="3xl">
        <Card.Body>
          <Stack gap="6" direction={{ base: 'column', md: 'row' }}>
            <Stack align="center" gap="3" minW="48">
              <Box
                w="40"
                h="24"
                borderWidth="1px"
                rounded="md"
                display="flex"
                alignItems="center"
                justifyContent="center"
                bg="bg.subtle"
              >
                {data?.logoUrl ? (
                  <Image
                    src={data.logoUrl}
                    alt={t`Enterprise logo`}
                    maxH="20"
                    maxW="36"
                    objectFit="contain"
                  />
                ) : (
                  <Text color="fg.muted" textStyle="sm">
                    <Trans>No logo</Trans>
                  </Text>
                )}
              </Box>
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                data-testid="logo-input"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => input.current?.click()}
                loading={progress !== null}
                // Without a loading text the busy button has no name (axe: button-name).
                loadingText={t`Uploading logo…`}
              >
                <ImageUp />
                <Trans>Upload logo</Trans>
              </Button>
              {progress !== null ? (
                <Progress.Root value={progress} w="40" size="sm">
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              ) : null}
              <Text color="fg.muted" textStyle="xs" textAlign="center" maxW="48">
                <Trans>PNG, JPEG, GIF or WebP, at most 30 MB</Trans>
              </Text>
            </Stack>
            <DataList.Root orientation="horizontal" flex="1">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Company name</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{data ? (en ? data.nameEn : data.nameZh) : '—'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Short name</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {data ? (en ? data.shortNameEn : data.shortNameZh) : '—'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Company code</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{data?.code ?? '—'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <EnterpriseTimeZoneCard current={data?.timeZone} />
    </Box>
  );
}
