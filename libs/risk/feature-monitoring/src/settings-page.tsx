import { Button, Checkbox, Fieldset, Stack, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader, toaster } from '@procure/shared-ui';
import {
  useRiskSettings,
  useSaveRiskSettings,
  type RiskKind,
  type RiskSettings,
} from '@procure/risk-data-access';
import { useEffect, useState } from 'react';
import { Panel, RISK_KINDS, useKindLabels } from './risk-labels.tsx';

type Draft = { signals: RiskKind[]; notifyUserIds: string[]; email: boolean };
const toggle = <T,>(list: readonly T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

function SettingsForm({ settings }: { settings: RiskSettings }) {
  const { t } = useLingui();
  const kinds = useKindLabels();
  const save = useSaveRiskSettings();
  const [draft, setDraft] = useState<Draft>(settings);
  useEffect(() => setDraft(settings), [settings]);
  const submit = async () => {
    try {
      toaster.success({ title: (await save.mutateAsync(draft)) || t`Monitoring settings saved` });
    } catch {
      // the client showed the translated refusal
    }
  };
  return (
    <Stack gap="5">
      <Fieldset.Root invalid={draft.signals.length === 0}>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Signals to watch</Trans>
        </Fieldset.Legend>
        <Stack gap="2" mt="2">
          {RISK_KINDS.map((k) => (
            <Checkbox.Root
              key={k}
              checked={draft.signals.includes(k)}
              onCheckedChange={(e) =>
                setDraft((d) => ({ ...d, signals: toggle(d.signals, k, e.checked === true) }))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{kinds[k]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Fieldset.ErrorText>
          <Trans>Choose at least one signal.</Trans>
        </Fieldset.ErrorText>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Notify when a new signal is found</Trans>
        </Fieldset.Legend>
        <Fieldset.HelperText>
          <Trans>
            Buyers of your enterprise who manage suppliers. They get a message every morning something new is
            found.
          </Trans>
        </Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {settings.recipients.map((r) => (
            <Checkbox.Root
              key={r.userId}
              checked={draft.notifyUserIds.includes(r.userId)}
              onCheckedChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  notifyUserIds: toggle(d.notifyUserIds, r.userId, e.checked === true),
                }))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{r.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <Switch.Root
        checked={draft.email}
        onCheckedChange={(e) => setDraft((d) => ({ ...d, email: e.checked }))}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Also send an e-mail (per each person's message settings)</Trans>
        </Switch.Label>
      </Switch.Root>
      <Button
        alignSelf="start"
        loading={save.isPending}
        disabled={draft.signals.length === 0}
        onClick={() => void submit()}
      >
        <Trans>Save</Trans>
      </Button>
    </Stack>
  );
}

/** Buyer `/monitorin/settings`: which signals the daily refresh watches and whom it tells. */
export function MonitoringSettingsPage() {
  const { t } = useLingui();
  const settings = useRiskSettings();
  return (
    <>
      <PageHeader
        title={t`Monitoring settings`}
        description={t`The daily refresh runs at 07:00 China time.`}
      />
      <Panel>
        {settings.isError ? (
          <EmptyState title={t`The settings could not be loaded`} />
        ) : settings.data ? (
          <SettingsForm settings={settings.data} />
        ) : null}
      </Panel>
    </>
  );
}
