import { Box, Button, Field, HStack, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { FormDialog, formatInstant, showSuccessToast } from '@procure/shared-ui';
import {
  classOptions,
  useChangeClassification,
  useChildrenChangeClassification,
  useVendorClasses,
  useVendorClassification,
} from '@procure/vendor-data-access';
import { useId, useState } from 'react';

const REASON_MAX = 200;

/**
 * The supplier file's classification (issue #16 §4): its class (first level, or second level under its
 * parent), changing it directly with a reason (the spec names no approval), moving it down to a child of
 * its first-level class, and the records of its changes.
 */
export function SupplierClassification({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui();
  const classification = useVendorClassification(vendorId);
  const classes = useVendorClasses();
  const change = useChangeClassification();
  const toChild = useChildrenChangeClassification();
  const formId = useId();
  const [mode, setMode] = useState<'change' | 'child' | null>(null);
  const [classId, setClassId] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const current = classification.data?.current ?? null;
  const firstLevel = (classes.data ?? []).find((c) => c.id === current?.id && current.level === 1);

  const options =
    mode === 'child'
      ? (firstLevel?.children ?? []).map((c) => ({
          value: c.id,
          label: `${c.code} ${c.name}`,
          disabled: !c.enabled || !firstLevel?.enabled,
        }))
      : classOptions(classes.data ?? [], true);
  const target = (classes.data ?? []).flatMap((c) => [c, ...c.children]).find((c) => c.id === classId);
  const reasonError =
    reason.trim() === ''
      ? t`Required`
      : [...reason].length > REASON_MAX
        ? t`At most ${REASON_MAX} characters`
        : null;

  const open = (next: 'change' | 'child') => {
    setMode(next);
    setClassId('');
    setReason('');
    setTouched(false);
    setServerError(null);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!classId || reasonError) return;
    const done = {
      onSuccess: (desc: string) => {
        showSuccessToast(desc);
        setMode(null);
      },
      onError: (e: unknown) => setServerError(isApiError(e) ? e.desc : t`The change failed. Try again.`),
    };
    if (mode === 'child') toChild.mutate({ vendorIds: [vendorId], classId, reason: reason.trim() }, done);
    else change.mutate({ vendorId, classId, reason: reason.trim() }, done);
  };

  return (
    <Box
      as="section"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      px="5"
      py="4"
      data-testid="supplier-classification"
    >
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading size="sm">
          <Trans>Classification</Trans>
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => open('change')} data-testid="class-change">
            <Trans>Change class</Trans>
          </Button>
          {firstLevel && firstLevel.children.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => open('child')} data-testid="class-child">
              <Trans>Move to the second level</Trans>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <Text data-testid="class-current" fontWeight="medium">
        {current
          ? current.parentCode
            ? `${current.parentCode} ${current.parentName} / ${current.code} ${current.name}`
            : `${current.code} ${current.name}`
          : t`Not classified`}
      </Text>
      <Stack gap="1" mt="3">
        {(classification.data?.records ?? []).map((r) => (
          <Text key={r.id} textStyle="xs" color="fg.muted">
            {t`${formatInstant(r.createdAt, i18n.locale)} · ${r.actorName}: ${r.from ?? t`not classified`} → ${r.to} · ${r.reason}`}
          </Text>
        ))}
        {classification.data && classification.data.records.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t`No classification changes yet`}
          </Text>
        ) : null}
      </Stack>
      <FormDialog
        open={mode !== null}
        onOpenChange={(o) => !o && setMode(null)}
        title={mode === 'child' ? t`Move to a second-level class` : t`Change the supplier's class`}
        formId={formId}
        saving={change.isPending || toChild.isPending}
        size="md"
      >
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root required invalid={touched && !classId}>
              <Field.Label>
                <Trans>New class</Trans>
                <Field.RequiredIndicator color="fg.error" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  data-testid="class-select"
                  value={classId}
                  onChange={(e) => setClassId(e.target.value)}
                >
                  <option value="">{t`Please select`}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value} disabled={o.disabled}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {touched && !classId ? <Field.ErrorText>{t`Required`}</Field.ErrorText> : null}
            </Field.Root>
            {target?.convertingConditions ? (
              <Box bg="bg.muted" rounded="md" p="3" data-testid="class-conditions">
                <Text textStyle="xs" fontWeight="semibold">
                  <Trans>Converting conditions of this class</Trans>
                </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {target.convertingConditions}
                </Text>
              </Box>
            ) : null}
            <Field.Root required invalid={touched && reasonError !== null}>
              <Field.Label>
                <Trans>Reason</Trans>
                <Field.RequiredIndicator color="fg.error" />
              </Field.Label>
              <Textarea
                data-testid="class-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                onBlur={() => setTouched(true)}
                rows={3}
              />
              {touched && reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : null}
            </Field.Root>
            {serverError ? (
              <Text color="fg.error" textStyle="sm" role="alert">
                {serverError}
              </Text>
            ) : null}
          </Stack>
        </form>
      </FormDialog>
    </Box>
  );
}
