import { Box, Button, Card, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetTimeZone } from '@procure/company-data-access';
import { FormField, showSuccessToast } from '@procure/shared-ui';
import { DEFAULT_TIME_ZONE, timeZones } from '@procure/shared-validation';
import { useMemo, useState } from 'react';

/** "Asia/Shanghai (GMT+8)": the zone with its offset today, so the list reads at a glance. */
function zoneLabel(zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part ? `${zone} (${part.value})` : zone;
}

/** The tenant's time zone on `/setting/enterpriseInfo`: the 08:30 daily digest is sent in it. */
export function EnterpriseTimeZoneCard({ current }: { current: string | undefined }) {
  const { t, i18n } = useLingui();
  const setTimeZone = useSetTimeZone();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? current ?? DEFAULT_TIME_ZONE;
  const options = useMemo(
    () => timeZones().map((zone) => ({ zone, label: zoneLabel(zone, i18n.locale) })),
    [i18n.locale],
  );

  const save = async () => {
    const { desc } = await setTimeZone.mutateAsync(value);
    setChosen(null);
    showSuccessToast(desc || t`Time zone saved`);
  };

  return (
    <Card.Root maxW="3xl" mt="4">
      <Card.Body>
        <HStack align="end" gap="3" flexWrap="wrap">
          <Box flex="1" minW="64">
            <FormField label={t`Time zone`}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={value}
                  onChange={(e) => setChosen(e.currentTarget.value)}
                  data-testid="time-zone-select"
                >
                  {options.map((o) => (
                    <option key={o.zone} value={o.zone}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
          <Button
            onClick={() => void save()}
            disabled={!current || value === current}
            loading={setTimeZone.isPending}
            loadingText={t`Saving…`}
          >
            <Trans>Save</Trans>
          </Button>
        </HStack>
        <Text color="fg.muted" textStyle="sm" mt="1.5">
          <Trans>The daily digest e-mail is sent at 08:30 in this time zone.</Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
