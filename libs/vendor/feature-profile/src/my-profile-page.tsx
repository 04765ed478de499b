import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, EmptyState, PageHeader, StatusBadge, toaster } from '@procure/shared-ui';
import {
  useMyClassification,
  useMyProfile,
  useWithdrawProfileChange,
  type MyProfile,
} from '@procure/vendor-data-access';
import { useState } from 'react';
import { ChangeDiffTable } from '@procure/vendor-ui';
import { ChangeHistory } from './change-history.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileView } from './profile-view.tsx';

/**
 * Supplier portal `/vdProfile`: the company profile as the current buyer accepted it. A change is a change
 * application the buyer approves (field by field); until then the accepted values stay.
 */
export function MyProfilePage() {
  const { t } = useLingui();
  const mine = useMyProfile();
  const data = mine.data;
  return (
    <Box>
      <PageHeader
        title={t`Company profile`}
        description={
          data
            ? t`Your company as ${data.tenantName} knows it. Changes take effect once ${data.tenantName} approves them.`
            : undefined
        }
      />
      {mine.isError ? (
        <EmptyState
          title={t`The profile could not be loaded`}
          description={isApiError(mine.error) ? mine.error.desc : t`Check your connection and try again.`}
        />
      ) : data ? (
        <MyProfileBody data={data} />
      ) : null}
    </Box>
  );
}

function MyProfileBody({ data }: { data: MyProfile }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawProfileChange();
  const open = data.openChange;
  if (editing) return <ProfileForm profile={data.profile} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap">
          <HStack gap="2">
            <Trans>Supplier status</Trans>
            <StatusBadge set="supplierStatus" value={data.supplierStatus} />
          </HStack>
          <MyClass tenantName={data.tenantName} />
        </HStack>
        <Button onClick={() => setEditing(true)} disabled={!data.canChange || open !== null}>
          <Trans>Request a change</Trans>
        </Button>
      </HStack>
      {!data.canChange ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`Your company data goes to the buyer with your supplier application; changes are possible once you are admitted.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {open ? (
        <Alert.Root status="info" data-testid="open-change" alignItems="start">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{t`Change ${open.code} is waiting for the buyer's approval. Until then the profile below stays as it is.`}</Alert.Title>
            <ChangeDiffTable changes={open.changes} />
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setConfirming(true)}>
              <Trans>Withdraw the change</Trans>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ProfileView profile={data.profile} socialCreditCode={data.socialCreditCode} />
      <ChangeHistory changes={data.changes} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Withdraw the change?`}
        description={t`The buyer will no longer see it; the profile keeps its values.`}
        confirmLabel={t`Withdraw`}
        loading={withdraw.isPending}
        onConfirm={() => {
          if (!open) return;
          withdraw.mutate(open.id, {
            onSuccess: (desc) => {
              toaster.success({ title: desc || t`Change withdrawn` });
              setConfirming(false);
            },
          });
        }}
      />
    </Stack>
  );
}

/** The supplier's class with this customer (two levels, issue #16 §4); each customer classifies on its own. */
function MyClass({ tenantName }: { tenantName: string }) {
  const { t } = useLingui();
  const mine = useMyClassification();
  if (mine.isPending || mine.isError) return null;
  const c = mine.data;
  const label = c
    ? c.parentCode
      ? `${c.parentCode} ${c.parentName} / ${c.code} ${c.name}`
      : `${c.code} ${c.name}`
    : t`Not classified yet`;
  return (
    <HStack gap="2" data-testid="my-class">
      <Text>{t`Class with ${tenantName}`}</Text>
      <Text fontWeight="semibold">{label}</Text>
    </HStack>
  );
}
