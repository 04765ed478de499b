import { Button, Checkbox, Skeleton, Stack, Table } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useMessageSettings,
  useSaveMessageSettings,
  type MessageSetting,
  type MessageType,
} from '@procure/settings-data-access';
import { PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useEffect, useState } from 'react';
import { Panel } from './panel.tsx';

const typeLabels: Record<MessageType, MessageDescriptor> = {
  approvalTodo: msg`Approval to-do`,
  approvalResult: msg`Approval result`,
  orderStatus: msg`Order status`,
  delivery: msg`Delivery`,
  invoice: msg`Invoice`,
  payment: msg`Payment`,
  systemNotice: msg`System notice`,
  dailyDigest: msg`Daily digest at 08:30 (e-mail of unread messages)`,
};

type Channel = 'inApp' | 'email' | 'sms';

/** `/userSetting/messageSetting`: per message type, which channels deliver it. */
export function MessageSettingPage() {
  const { t, i18n } = useLingui();
  const settings = useMessageSettings();
  const save = useSaveMessageSettings();
  const [draft, setDraft] = useState<MessageSetting[] | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);

  const channels: [Channel, string][] = [
    ['inApp', t`In-app`],
    ['email', t`E-mail`],
    ['sms', t`SMS`],
  ];
  const toggle = (type: MessageType, channel: Channel, on: boolean) =>
    setDraft((rows) => rows?.map((r) => (r.messageType === type ? { ...r, [channel]: on } : r)) ?? rows);
  const submit = () => {
    if (!draft) return;
    save.mutate(draft, { onSuccess: ({ desc }) => showSuccessToast(desc || t`Message settings saved`) });
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={t`Message settings`}
        actions={
          <Button onClick={submit} loading={save.isPending} disabled={!draft}>
            <Trans>Save</Trans>
          </Button>
        }
      />
      <Panel>
        {!draft ? (
          <Skeleton height="60" aria-busy="true" />
        ) : (
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Message type`}</Table.ColumnHeader>
                {channels.map(([key, label]) => (
                  <Table.ColumnHeader key={key} textAlign="center">
                    {label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {draft.map((row) => (
                <Table.Row key={row.messageType}>
                  <Table.Cell>{i18n._(typeLabels[row.messageType])}</Table.Cell>
                  {channels.map(([key, label]) => (
                    <Table.Cell key={key} textAlign="center">
                      <Checkbox.Root
                        checked={row[key]}
                        onCheckedChange={({ checked }) => toggle(row.messageType, key, checked === true)}
                        aria-label={`${i18n._(typeLabels[row.messageType])} · ${label}`}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Panel>
    </Stack>
  );
}
