import { Box, Button, CloseButton, Dialog, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Headset, ShieldCheck } from 'lucide-react';

export type MonitoringPackageModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Spec §2: the close button is optional; without it the modal closes only through its buttons. */
  closable?: boolean;
  /** "Contact customer service"; the button is hidden when the app has no way to reach them. */
  onContactService?: (() => void) | undefined;
};

/**
 * Spec §2 and §8 (business code 2001): the monitoring quantity package is not purchased or has
 * expired. Offers contact with customer service to buy it and says what enterprise monitoring gives.
 */
export function MonitoringPackageModal({
  open,
  onOpenChange,
  closable = true,
  onContactService,
}: MonitoringPackageModalProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      closeOnInteractOutside={closable}
      closeOnEscape={closable}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="monitoring-package-modal" overflow="hidden">
            <Box h="1.5" bg="orange.solid" />
            <Dialog.Header>
              <HStack gap="3">
                <Box color="orange.fg" flexShrink={0}>
                  <ShieldCheck size={28} aria-hidden="true" />
                </Box>
                <Dialog.Title>{t`Monitoring package required`}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  <Trans>
                    Your enterprise has not purchased the monitoring quantity package, or it has expired.
                    Contact customer service to buy it.
                  </Trans>
                </Text>
                <Box bg="orange.subtle" rounded="md" p="4">
                  <Text fontWeight="semibold" mb="2">
                    <Trans>With the package, enterprise monitoring keeps watch for you:</Trans>
                  </Text>
                  <List.Root gap="2" variant="plain">
                    <List.Item>
                      <List.Indicator asChild color="orange.fg">
                        <ShieldCheck size={16} />
                      </List.Indicator>
                      <Trans>
                        Risk monitoring of your suppliers: business status, legal cases and credit changes.
                      </Trans>
                    </List.Item>
                    <List.Item>
                      <List.Indicator asChild color="orange.fg">
                        <BellRing size={16} />
                      </List.Indicator>
                      <Trans>Risk warnings the moment a supplier you work with shows a new risk.</Trans>
                    </List.Item>
                  </List.Root>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {closable ? (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">
                    <Trans>Not now</Trans>
                  </Button>
                </Dialog.ActionTrigger>
              ) : null}
              {onContactService ? (
                <Button colorPalette="orange" onClick={onContactService}>
                  <Headset size={16} aria-hidden="true" />
                  <Trans>Contact customer service</Trans>
                </Button>
              ) : null}
            </Dialog.Footer>
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
