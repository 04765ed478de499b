import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Circle, CircleDot, X } from 'lucide-react';

export type ApproverState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'transferred' | 'closed';
type NodeState = 'waiting' | 'open' | 'done' | 'skipped';

/** The approval route as the approval engine reports it (approvalProgress). */
export type ApprovalProgressView = {
  nodes: readonly {
    key: string;
    name: string;
    state: NodeState;
    approvers: readonly { userId: string; name: string; state: ApproverState }[];
  }[];
};

function useStateLabels() {
  const { t } = useLingui();
  const node: Record<NodeState, string> = {
    waiting: t`Waiting`,
    open: t`In progress`,
    done: t`Done`,
    skipped: t`Skipped`,
  };
  const approver: Record<ApproverState, string> = {
    waiting: t`Waiting`,
    pending: t`To approve`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    transferred: t`Transferred`,
    closed: t`Closed`,
  };
  return { node, approver };
}

const approverPalette: Record<ApproverState, string> = {
  waiting: 'gray',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  transferred: 'purple',
  closed: 'gray',
};

function NodeIcon({ state }: { state: NodeState }) {
  if (state === 'done') return <Check size={16} aria-hidden />;
  if (state === 'open') return <CircleDot size={16} aria-hidden />;
  if (state === 'skipped') return <X size={16} aria-hidden />;
  return <Circle size={16} aria-hidden />;
}

/** The approval route of a request: each node in order, its approvers and where each stands. */
export function ApprovalProgress({ progress }: { progress: ApprovalProgressView | null }) {
  const labels = useStateLabels();
  if (!progress || progress.nodes.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>Not submitted for approval yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" data-testid="approval-progress">
      {progress.nodes.map((node, index) => (
        <HStack as="li" key={node.key} align="flex-start" gap="3">
          <Box
            pt="0.5"
            color={node.state === 'done' ? 'fg.success' : node.state === 'open' ? 'fg.info' : 'fg.muted'}
          >
            <NodeIcon state={node.state} />
          </Box>
          <Stack gap="1">
            <HStack gap="2">
              <Text fontWeight="medium">
                {index + 1}. {node.name}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {labels.node[node.state]}
              </Text>
            </HStack>
            <HStack gap="2" wrap="wrap">
              {node.approvers.map((approver) => (
                <Badge key={approver.userId} colorPalette={approverPalette[approver.state]} variant="subtle">
                  {approver.name} · {labels.approver[approver.state]}
                </Badge>
              ))}
            </HStack>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
