import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ReasonDialog, StatusBadge, formatInstant, showSuccessToast } from '@procure/shared-ui';
import {
  useLifecycleAction,
  useVendorLifecycle,
  useVendorStatusHistory,
  type LifecycleAction,
  type StatusChange,
} from '@procure/vendor-data-access';
import { useState } from 'react';

/**
 * The supplier file's lifecycle box (issue #16 §2): cancel the open application, abolish (eliminate) and
 * abolish with no reply, each behind a confirmation dialog asking for the reason; the server refuses with a
 * translated reason (open orders, unpaid payment applications, an application under approval).
 */
export function SupplierLifecycle({ vendorId, name }: { vendorId: string; name: string }) {
  const { t } = useLingui();
  const state = useVendorLifecycle(vendorId);
  const history = useVendorStatusHistory(vendorId);
  const act = useLifecycleAction();
  const [action, setAction] = useState<LifecycleAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = state.data;

  const titles: Record<LifecycleAction, string> = {
    cancel: t`Cancel the supplier application`,
    abolish: t`Eliminate ${name}`,
    noReplyAbolish: t`Eliminate ${name} for no reply`,
  };
  const confirm = (reason: string) => {
    if (!action) return;
    setError(null);
    act.mutate(
      { action, vendorId, reason },
      {
        onSuccess: (desc) => showSuccessToast(desc),
        onError: (e) => setError(isApiError(e) ? e.desc : t`The action failed. Try again.`),
        onSettled: () => setAction(null),
      },
    );
  };

  return (
    <Box
      as="section"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      px="5"
      py="4"
      data-testid="supplier-lifecycle"
    >
      <Heading size="sm" mb="3">
        <Trans>Status and lifecycle</Trans>
      </Heading>
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          {data?.status != null ? <StatusBadge set="supplierStatus" value={data.status} /> : null}
          {data?.openApplication ? (
            <Text textStyle="sm" color="fg.muted">
              {t`Open application ${data.openApplication.code}`}{' '}
              <StatusBadge set="application" value={data.openApplication.status} />
            </Text>
          ) : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={!data?.canCancel}
            onClick={() => setAction('cancel')}
            data-testid="lifecycle-cancel"
          >
            <Trans>Cancel application</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!data?.canAbolish}
            onClick={() => setAction('abolish')}
            data-testid="lifecycle-abolish"
          >
            <Trans>Eliminate</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!data?.canNoReplyAbolish}
            onClick={() => setAction('noReplyAbolish')}
            data-testid="lifecycle-no-reply"
          >
            <Trans>Eliminate for no reply</Trans>
          </Button>
        </HStack>
        {error ? (
          <Text color="fg.error" textStyle="sm" role="alert" data-testid="lifecycle-error">
            {error}
          </Text>
        ) : null}
        <StatusHistory entries={history.data ?? []} />
      </Stack>
      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? titles[action] : ''}
        label={action === 'noReplyAbolish' ? t`Note (optional)` : t`Reason`}
        confirmLabel={action === 'cancel' ? t`Cancel the application` : t`Eliminate`}
        required={action !== 'noReplyAbolish'}
        tone="danger"
        loading={act.isPending}
        onConfirm={confirm}
      />
    </Box>
  );
}

function StatusHistory({ entries }: { entries: readonly StatusChange[] }) {
  const { t, i18n } = useLingui();
  const what: Record<StatusChange['action'], string> = {
    change: t`Status changed`,
    cancel: t`Application cancelled`,
    abolish: t`Eliminated`,
    noReplyAbolish: t`Eliminated for no reply`,
  };
  if (entries.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t`No status changes yet`}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="2" listStyleType="none" p="0" m="0" aria-label={t`Status history`}>
      {entries.map((h, i) => (
        <Stack
          as="li"
          key={`${h.createdAt}-${i}`}
          gap="0"
          borderTopWidth={i ? '1px' : undefined}
          pt={i ? '2' : 0}
        >
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" textStyle="sm">
              {what[h.action]}
            </Text>
            <StatusBadge set="supplierStatus" value={h.fromStatus} />
            <Text aria-hidden>→</Text>
            <StatusBadge set="supplierStatus" value={h.toStatus} />
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {h.actorName ? `${h.actorName} · ` : ''}
            {formatInstant(h.createdAt, i18n.locale)}
            {h.reason ? ` · ${h.reason}` : ''}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
