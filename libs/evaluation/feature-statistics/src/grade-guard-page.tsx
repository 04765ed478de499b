import { Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useGradeGuard, useSaveGradeGuard, type LowGradeMode } from '@procure/evaluation-data-access';
import { PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useEffect, useState } from 'react';

// `/vendor/performance/gradeGuard` (issue #17 §7): what order creation does for a supplier whose latest
// published grade is the lowest level (D by default).

export function GradeGuardPage() {
  const { t } = useLingui();
  const current = useGradeGuard();
  const save = useSaveGradeGuard();
  const [mode, setMode] = useState<LowGradeMode>('off');
  useEffect(() => {
    if (current.data) setMode(current.data.lowGradeMode);
  }, [current.data]);
  const choices: { value: LowGradeMode; label: string; help: string }[] = [
    { value: 'off', label: t`Off`, help: t`Grades do not affect orders.` },
    {
      value: 'warn',
      label: t`Warn`,
      help: t`Purchase requests to such a supplier show a warning; orders are still created.`,
    },
    {
      value: 'block',
      label: t`Block`,
      help: t`Approving a request to such a supplier is refused with the reason; no order is created.`,
    },
  ];
  return (
    <Box>
      <PageHeader
        title={t`Grade guard`}
        description={t`Applies to suppliers whose latest published performance grade is the lowest level (D by default).`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} maxW="2xl">
        <Stack gap="4">
          <RadioGroup.Root
            value={mode}
            onValueChange={(e) => setMode((e.value ?? 'off') as LowGradeMode)}
            aria-label={t`At order creation`}
          >
            <Stack gap="3">
              {choices.map((c) => (
                <RadioGroup.Item
                  key={c.value}
                  value={c.value}
                  alignItems="flex-start"
                  data-testid={`guard-${c.value}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <Box>
                    <RadioGroup.ItemText fontWeight="medium">{c.label}</RadioGroup.ItemText>
                    <Text textStyle="sm" color="fg.muted">
                      {c.help}
                    </Text>
                  </Box>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Box>
            <Button
              colorPalette="brand"
              size="sm"
              loading={save.isPending}
              disabled={current.isPending}
              onClick={() =>
                save.mutate({ lowGradeMode: mode }, { onSuccess: ({ desc }) => showSuccessToast(desc) })
              }
              data-testid="guard-save"
            >
              {t`Save`}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
