import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useApprovalFlows,
  useSetApprovalFlowEnabled,
  type ApprovalFlow,
} from '@procure/approval-data-access';
import { CODES } from '@procure/shared-codes';
import { PageHeader, formatMoney, showSuccessToast } from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AssignmentsSection } from './assignments-section.tsx';
import { codeLabel, codeOptions } from './codes.ts';
import { FlowEditor, draftOf } from './flow-editor.tsx';

/** `/setting/approvalFlow`: the approval flows per document type and the approver assignments. */
export function FlowSettingsPage() {
  const { t, i18n } = useLingui();
  const [docType, setDocType] = useState<number>(CODES.documentType.purchaseApply.code);
  const flows = useApprovalFlows(docType);
  const toggle = useSetApprovalFlowEnabled();
  const [editing, setEditing] = useState<{ flow: ApprovalFlow | null; key: number } | null>(null);
  const range = (f: ApprovalFlow) =>
    f.minAmount || f.maxAmount
      ? `${f.minAmount ? `≥ ${formatMoney(f.minAmount)}` : ''} ${f.maxAmount ? `≤ ${formatMoney(f.maxAmount)}` : ''}`.trim()
      : t`Any amount`;

  return (
    <Stack gap="6">
      <PageHeader
        title={<Trans>Approval flows</Trans>}
        description={
          <Trans>The first enabled flow whose conditions match a document decides who approves it.</Trans>
        }
        actions={
          <Button colorPalette="blue" onClick={() => setEditing({ flow: null, key: Date.now() })}>
            <Plus />
            <Trans>New flow</Trans>
          </Button>
        }
      />
      <HStack>
        <Text>
          <Trans>Document type</Trans>
        </Text>
        <NativeSelect.Root width="240px">
          <NativeSelect.Field
            aria-label={t`Document type`}
            value={docType}
            onChange={(e) => setDocType(Number(e.target.value))}
          >
            {codeOptions('documentType').map((o) => (
              <option key={o.value} value={o.value}>
                {i18n._(o.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Priority</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Flow name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Steps</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(flows.data ?? []).map((f) => (
            <Table.Row key={f.id}>
              <Table.Cell>{f.priority}</Table.Cell>
              <Table.Cell>{f.name}</Table.Cell>
              <Table.Cell>{range(f)}</Table.Cell>
              <Table.Cell>
                <Stack gap="1">
                  {f.nodes.map((n, i) => {
                    const mode = codeLabel('approvalMode', n.mode);
                    const type = codeLabel('approverType', n.approverType);
                    return (
                      <Text key={n.key} fontSize="sm">
                        {i + 1}. {n.name} · {type ? i18n._(type) : ''} · {mode ? i18n._(mode) : ''}
                        {n.onlyWhenOverBudget ? ` · ${t`only when over budget`}` : ''}
                        {n.allowDynamic ? ` · ${t`approvers at submit`}` : ''}
                      </Text>
                    );
                  })}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={f.enabled ? 'green' : 'gray'}>
                  {f.enabled ? t`Enabled` : t`Disabled`}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing({ flow: f, key: Date.now() })}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    loading={toggle.isPending && toggle.variables?.id === f.id}
                    onClick={() =>
                      void toggle
                        .mutateAsync({ id: f.id, enabled: !f.enabled })
                        .then(({ desc }) => showSuccessToast(desc))
                    }
                  >
                    {f.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {flows.data?.length === 0 ? (
        <Box color="fg.muted">
          <Trans>No flow for this document type: its documents are approved at once when submitted.</Trans>
        </Box>
      ) : null}
      <AssignmentsSection />
      {editing ? (
        <FlowEditor
          key={editing.key}
          draft={draftOf(editing.flow, docType)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
