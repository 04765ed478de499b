import { Badge, Button, Dialog, Field, Portal, Stack, Table, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBatchApprove } from '@procure/approval-data-access';
import { translateErrorCode } from './translate-error-code.ts';
import { useState } from 'react';
import { COMMENT_MAX, type BatchResult, type TaskItem } from './inbox-types.ts';

export type BatchApproveDialogProps = {
  tasks: TaskItem[] | null;
  onClose: () => void;
};

/** Approves the selected documents with one comment; shows each document's result (one may fail alone). */
export function BatchApproveDialog({ tasks, onClose }: BatchApproveDialogProps) {
  const { t, i18n } = useLingui();
  const batch = useBatchApprove();
  const [comment, setComment] = useState('');
  const [results, setResults] = useState<BatchResult[] | null>(null);
  const tooLong = comment.length > COMMENT_MAX;

  const close = () => {
    setComment('');
    setResults(null);
    batch.reset();
    onClose();
  };
  const submit = () => {
    if (!tasks || tooLong) return;
    batch.mutate(
      {
        items: tasks.map((task) => ({ docType: task.docType, documentId: task.documentId })),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      },
      { onSuccess: (result) => setResults(result.results) },
    );
  };
  const resultOf = (documentId: string) => results?.find((r) => r.documentId === documentId);

  return (
    <Dialog.Root
      open={tasks !== null}
      onOpenChange={(e) => !e.open && !batch.isPending && close()}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Approve {tasks?.length ?? 0} documents</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Document`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Title`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Result`}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(tasks ?? []).map((task) => {
                      const result = resultOf(task.documentId);
                      return (
                        <Table.Row key={task.taskId} data-testid={`batch-result-${task.documentId}`}>
                          <Table.Cell>{task.code}</Table.Cell>
                          <Table.Cell>{task.title}</Table.Cell>
                          <Table.Cell>
                            {!result ? (
                              '—'
                            ) : result.ok ? (
                              <Badge colorPalette="green">{t`Approved`}</Badge>
                            ) : (
                              <Badge colorPalette="red" whiteSpace="normal">
                                {translateErrorCode(i18n, result.errorCode)}
                              </Badge>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
                {results ? null : (
                  <Field.Root invalid={tooLong}>
                    <Field.Label>
                      <Trans>Comment</Trans>
                    </Field.Label>
                    <Textarea
                      value={comment}
                      onChange={(e) => setComment(e.target.value)}
                      rows={3}
                      placeholder={t`Optional`}
                    />
                    <Field.ErrorText>{t`At most ${COMMENT_MAX} characters`}</Field.ErrorText>
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {results ? (
                <Button colorPalette="brand" onClick={close}>
                  <Trans>Done</Trans>
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close} disabled={batch.isPending}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button colorPalette="brand" onClick={submit} loading={batch.isPending} disabled={tooLong}>
                    <Trans>Approve all</Trans>
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
