import {
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useApprovalFlowOptions,
  useSaveApprovalFlow,
  type ApprovalFlow,
  type SaveFlowBody,
} from '@procure/approval-data-access';
import { isApiError } from '@procure/shared-api-client';
import { CODES, codeEntries } from '@procure/shared-codes';
import { showSuccessToast } from '@procure/shared-ui';
import { APPROVER_TYPE_EMPLOYEE, approvalFlowInputSchema, toFieldErrors } from '@procure/shared-validation';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { codeOptions } from './codes.ts';
import { EmployeeChecklist } from './employee-checklist.tsx';

type Node = Omit<SaveFlowBody['nodes'][number], 'approverType' | 'mode'> & {
  approverType: number;
  mode: number;
};
/** What the form edits: codes as plain numbers, numbers as typed text (the schema checks both). */
type Draft = Omit<SaveFlowBody, 'docType' | 'minAmount' | 'maxAmount' | 'priority' | 'nodes'> & {
  docType: number;
  minAmount: string;
  maxAmount: string;
  priority: string;
  nodes: Node[];
};

// The same schema the API parses: every rule the form checks, the server checks again.
const schema = approvalFlowInputSchema({
  docTypes: codeEntries('documentType').map((e) => e.code),
  approverTypes: codeEntries('approverType').map((e) => e.code),
  modes: codeEntries('approvalMode').map((e) => e.code),
});

const newNode = (index: number): Node => ({
  key: `node${index + 1}`,
  name: '',
  approverType: CODES.approverType.superior.code,
  mode: CODES.approvalMode.authorized.code,
  allowDynamic: false,
  onlyWhenOverBudget: false,
  employeeIds: [],
});

export function draftOf(flow: ApprovalFlow | null, docType: number): Draft {
  if (!flow) {
    return {
      docType,
      name: '',
      priority: '100',
      enabled: true,
      minAmount: '',
      maxAmount: '',
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [newNode(0)],
    };
  }
  return {
    ...flow,
    priority: String(flow.priority),
    minAmount: flow.minAmount ?? '',
    maxAmount: flow.maxAmount ?? '',
  };
}

type Props = { draft: Draft | null; onClose: () => void };

export function FlowEditor({ draft: initial, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft | null>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = useApprovalFlowOptions();
  const save = useSaveApprovalFlow();
  if (!draft) return null;
  const employees = options.data?.employees ?? [];
  const setNode = (index: number, patch: Partial<Node>) =>
    setDraft({ ...draft, nodes: draft.nodes.map((n, i) => (i === index ? { ...n, ...patch } : n)) });
  const move = (index: number, by: number) => {
    const nodes = [...draft.nodes];
    const [node] = nodes.splice(index, 1);
    if (node) nodes.splice(index + by, 0, node);
    setDraft({ ...draft, nodes });
  };
  const error = (path: string) => errors[path];

  const submit = async () => {
    const input = {
      ...draft,
      id: 'id' in draft ? (draft as { id?: string }).id : undefined,
      priority: Number(draft.priority),
      minAmount: draft.minAmount || undefined,
      maxAmount: draft.maxAmount || undefined,
    };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(toFieldErrors(parsed.error).map((e) => [e.path, i18n._(e.code, e.params)])),
      );
      return;
    }
    try {
      const { desc } = await save.mutateAsync(parsed.data as SaveFlowBody);
      showSuccessToast(desc || t`Approval flow saved`);
      onClose();
    } catch (err) {
      if (isApiError(err) && err.fields.length > 0) {
        setErrors(Object.fromEntries(err.fields.map((f) => [f.path, f.message])));
      }
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Wider than "xl": a step row holds four fields, and the English approver types and modes
              ("Cost-centre budget controller", "Authorized (reporting line)") were cut off. */}
          <Dialog.Content maxW="6xl">
            <Dialog.Header>
              <Dialog.Title>
                {'id' in draft ? <Trans>Edit approval flow</Trans> : <Trans>New approval flow</Trans>}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack align="start" gap="4">
                  <Field.Root required invalid={!!error('name')} flex="2">
                    <Field.Label>
                      <Trans>Flow name</Trans>
                    </Field.Label>
                    <Input
                      value={draft.name}
                      onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                    />
                    <Field.ErrorText>{error('name')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!error('priority')} flex="1">
                    <Field.Label>
                      <Trans>Priority (lowest first)</Trans>
                    </Field.Label>
                    <Input
                      inputMode="numeric"
                      value={draft.priority}
                      onChange={(e) => setDraft({ ...draft, priority: e.target.value })}
                    />
                    <Field.ErrorText>{error('priority')}</Field.ErrorText>
                  </Field.Root>
                </HStack>
                <HStack align="start" gap="4">
                  <Field.Root invalid={!!error('minAmount')}>
                    <Field.Label>
                      <Trans>Amount from (≥)</Trans>
                    </Field.Label>
                    <Input
                      inputMode="decimal"
                      value={draft.minAmount}
                      onChange={(e) => setDraft({ ...draft, minAmount: e.target.value })}
                    />
                    <Field.ErrorText>{error('minAmount')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!error('maxAmount')}>
                    <Field.Label>
                      <Trans>Amount up to (≤)</Trans>
                    </Field.Label>
                    <Input
                      inputMode="decimal"
                      value={draft.maxAmount}
                      onChange={(e) => setDraft({ ...draft, maxAmount: e.target.value })}
                    />
                    <Field.ErrorText>{error('maxAmount')}</Field.ErrorText>
                  </Field.Root>
                </HStack>
                <Field.Root invalid={!!error('costCentreIds')}>
                  <Field.Label>
                    <Trans>Only for cost centres (none ticked: any)</Trans>
                  </Field.Label>
                  <EmployeeChecklist
                    label={t`Cost centres`}
                    employees={options.data?.costCentres ?? []}
                    value={draft.costCentreIds}
                    onChange={(costCentreIds) => setDraft({ ...draft, costCentreIds })}
                  />
                  <Field.ErrorText>{error('costCentreIds')}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!error('legalEntityIds')}>
                  <Field.Label>
                    <Trans>Only for legal entities (none ticked: any)</Trans>
                  </Field.Label>
                  <EmployeeChecklist
                    label={t`Legal entities`}
                    employees={options.data?.legalEntities ?? []}
                    value={draft.legalEntityIds}
                    onChange={(legalEntityIds) => setDraft({ ...draft, legalEntityIds })}
                  />
                </Field.Root>
                <Text fontWeight="semibold">
                  <Trans>Steps, in order</Trans>
                </Text>
                {draft.nodes.map((node, index) => (
                  <Stack
                    key={index}
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    gap="3"
                    data-testid="flow-node"
                  >
                    <HStack align="start" gap="3">
                      <Text pt="2" fontWeight="semibold">
                        {index + 1}
                      </Text>
                      <Field.Root invalid={!!error(`nodes.${index}.key`)} flex="1">
                        <Field.Label>
                          <Trans>Key</Trans>
                        </Field.Label>
                        <Input value={node.key} onChange={(e) => setNode(index, { key: e.target.value })} />
                        <Field.ErrorText>{error(`nodes.${index}.key`)}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={!!error(`nodes.${index}.name`)} flex="2">
                        <Field.Label>
                          <Trans>Step name</Trans>
                        </Field.Label>
                        <Input value={node.name} onChange={(e) => setNode(index, { name: e.target.value })} />
                        <Field.ErrorText>{error(`nodes.${index}.name`)}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root flex="2">
                        <Field.Label>
                          <Trans>Approver type</Trans>
                        </Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={node.approverType}
                            onChange={(e) => setNode(index, { approverType: Number(e.target.value) })}
                          >
                            {codeOptions('approverType').map((o) => (
                              <option key={o.value} value={o.value}>
                                {i18n._(o.label)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root flex="2">
                        <Field.Label>
                          <Trans>Mode</Trans>
                        </Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={node.mode}
                            onChange={(e) => setNode(index, { mode: Number(e.target.value) })}
                          >
                            {codeOptions('approvalMode').map((o) => (
                              <option key={o.value} value={o.value}>
                                {i18n._(o.label)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <HStack pt="6" gap="1">
                        <IconButton
                          aria-label={t`Move up`}
                          size="sm"
                          variant="ghost"
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUp />
                        </IconButton>
                        <IconButton
                          aria-label={t`Move down`}
                          size="sm"
                          variant="ghost"
                          disabled={index === draft.nodes.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDown />
                        </IconButton>
                        <IconButton
                          aria-label={t`Remove step`}
                          size="sm"
                          variant="ghost"
                          disabled={draft.nodes.length === 1}
                          onClick={() =>
                            setDraft({ ...draft, nodes: draft.nodes.filter((_, i) => i !== index) })
                          }
                        >
                          <Trash2 />
                        </IconButton>
                      </HStack>
                    </HStack>
                    <HStack gap="6">
                      <Checkbox.Root
                        checked={node.allowDynamic}
                        onCheckedChange={(d) => setNode(index, { allowDynamic: d.checked === true })}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Trans>Applicant may add approvers at submit</Trans>
                        </Checkbox.Label>
                      </Checkbox.Root>
                      <Checkbox.Root
                        checked={node.onlyWhenOverBudget}
                        onCheckedChange={(d) => setNode(index, { onlyWhenOverBudget: d.checked === true })}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Trans>Only when over budget</Trans>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </HStack>
                    {node.approverType === APPROVER_TYPE_EMPLOYEE ? (
                      <Field.Root invalid={!!error(`nodes.${index}.employeeIds`)}>
                        <Field.Label>
                          <Trans>Approvers (in the order ticked)</Trans>
                        </Field.Label>
                        <EmployeeChecklist
                          label={t`Approvers`}
                          employees={employees}
                          value={node.employeeIds}
                          onChange={(employeeIds) => setNode(index, { employeeIds })}
                        />
                        <Field.ErrorText>{error(`nodes.${index}.employeeIds`)}</Field.ErrorText>
                      </Field.Root>
                    ) : null}
                  </Stack>
                ))}
                <Button
                  alignSelf="start"
                  variant="outline"
                  size="sm"
                  disabled={draft.nodes.length >= 20}
                  onClick={() => setDraft({ ...draft, nodes: [...draft.nodes, newNode(draft.nodes.length)] })}
                >
                  <Plus />
                  <Trans>Add step</Trans>
                </Button>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="blue" loading={save.isPending} onClick={() => void submit()}>
                <Trans>Save</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
