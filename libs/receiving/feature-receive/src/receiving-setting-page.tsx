import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReceivingSetting, useSaveReceivingSetting } from '@procure/receiving-data-access';
import { PageHeader, showSuccessToast } from '@procure/shared-ui';

/**
 * `/setting/receiving`: the tenant's receiving setting (issue #14). With the receiving application on,
 * every receipt goes through the approval engine (document type "Receiving application") before it
 * counts on the order; off (the default), a confirmed receipt counts at once.
 */
export function ReceivingSettingPage() {
  const { t } = useLingui();
  const setting = useReceivingSetting();
  const save = useSaveReceivingSetting();
  const on = setting.data?.applicationRequired ?? false;
  return (
    <Box>
      <PageHeader
        title={<Trans>Receiving settings</Trans>}
        description={<Trans>How the company's receipts count on its orders.</Trans>}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} maxW="2xl">
        <Stack gap="3">
          <Switch.Root
            checked={on}
            disabled={setting.isPending || save.isPending}
            onCheckedChange={(details) =>
              save.mutate(details.checked, { onSuccess: (result) => showSuccessToast(result.desc) })
            }
            colorPalette="brand"
            data-testid="receiving-application-switch"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">{t`Receipts need approval (receiving application)`}</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted" textStyle="sm">
            {on
              ? t`On: a receipt is submitted as a receiving application and counts on the order only when the approval flow of "Receiving application" approves it (no matching flow: at once).`
              : t`Off: a confirmed receipt counts on the order at once.`}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            {t`Applications already under approval are not affected by a change.`}
          </Text>
        </Stack>
      </Box>
    </Box>
  );
}
