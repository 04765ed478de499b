import { useLingui } from '@lingui/react/macro';
import {
  useApprove,
  useCancel,
  useCopy,
  useDelete,
  useRepeal,
  type CommitResult,
} from '@procure/procurement-data-access';
import { ConfirmDialog, ReasonDialog, showSuccessToast } from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RequestAction } from './request-actions.ts';
import { useSubmitFlow } from './use-submit-flow.tsx';

export type RequestRef = { id: string; code: string; totalAmount: string };
type Asking = { kind: 'delete' | 'cancel' | 'approve' | 'reject'; request: RequestRef } | null;

export type RequestActionsApi = {
  run: (action: RequestAction | 'reject', request: RequestRef) => void;
  /** The id whose action is running (its buttons wait). */
  pendingId: string | null;
  dialogs: ReactNode;
};

/**
 * The transitions of a request as one place for the list and the detail page: submit (with the
 * over-budget question), repeal, copy (→ edit the copy), delete and cancel (confirmations), approve /
 * reject (comment). Red messages of refusals come from the api-client.
 */
export function useRequestActions(options: { onDeleted?: () => void } = {}): RequestActionsApi {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const repeal = useRepeal();
  const copy = useCopy();
  const remove = useDelete();
  const cancel = useCancel();
  const approve = useApprove();
  const flow = useSubmitFlow((id: string, _result: CommitResult) => navigate(`/procurement/success/${id}`));

  const track = async (id: string, work: () => Promise<void>) => {
    setPendingId(id);
    try {
      await work();
    } catch {
      // Already shown by the api-client's red message; the page stays as it is.
    } finally {
      setPendingId(null);
    }
  };

  const run: RequestActionsApi['run'] = (action, request) => {
    switch (action) {
      case 'edit':
        void navigate(`/procurement/edit/${request.id}`);
        return;
      case 'commit':
        void track(request.id, () => flow.submit(request.id, request.totalAmount));
        return;
      case 'repeal':
        void track(request.id, async () => {
          const desc = await repeal.mutateAsync(request.id);
          showSuccessToast(desc || t`Request withdrawn`);
        });
        return;
      case 'copy':
        void track(request.id, async () => {
          const created = await copy.mutateAsync(request.id);
          showSuccessToast(t`Copied as ${created.code}`);
          void navigate(`/procurement/edit/${created.id}`);
        });
        return;
      case 'delete':
      case 'cancel':
      case 'approve':
      case 'reject':
        setAsking({ kind: action, request });
    }
  };

  const close = (open: boolean) => {
    if (!open) setAsking(null);
  };
  const finish = (desc: string, fallback: string) => {
    showSuccessToast(desc || fallback);
    setAsking(null);
  };
  const request = asking?.request;

  const dialogs = (
    <>
      {flow.dialog}
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        onOpenChange={close}
        title={t`Delete this draft?`}
        description={request?.code}
        confirmLabel={t`Delete`}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => {
          if (!request) return;
          remove.mutate(request.id, {
            onSuccess: (desc) => {
              finish(desc, t`Request deleted`);
              options.onDeleted?.();
            },
            onError: () => setAsking(null),
          });
        }}
      />
      <ReasonDialog
        open={asking?.kind === 'cancel'}
        onOpenChange={close}
        title={t`Cancel request ${request?.code ?? ''}`}
        label={t`Reason`}
        confirmLabel={t`Cancel request`}
        required
        tone="danger"
        loading={cancel.isPending}
        onConfirm={(reason) => {
          if (!request) return;
          cancel.mutate(
            { id: request.id, reason },
            { onSuccess: (desc) => finish(desc, t`Request cancelled`), onError: () => setAsking(null) },
          );
        }}
      />
      <ReasonDialog
        open={asking?.kind === 'approve' || asking?.kind === 'reject'}
        onOpenChange={close}
        title={
          asking?.kind === 'reject' ? t`Reject ${request?.code ?? ''}` : t`Approve ${request?.code ?? ''}`
        }
        label={t`Comment`}
        confirmLabel={asking?.kind === 'reject' ? t`Reject` : t`Approve`}
        required={asking?.kind === 'reject'}
        tone={asking?.kind === 'reject' ? 'danger' : 'primary'}
        loading={approve.isPending}
        onConfirm={(comment) => {
          if (!request || !asking) return;
          const action = asking.kind === 'reject' ? 'reject' : 'approve';
          approve.mutate(
            { id: request.id, action, ...(comment ? { comment } : {}) },
            {
              onSuccess: (desc) =>
                finish(desc, action === 'reject' ? t`Request rejected` : t`Request approved`),
              onError: () => setAsking(null),
            },
          );
        }}
      />
    </>
  );

  return { run, pendingId: pendingId ?? (flow.pending ? (asking?.request.id ?? null) : null), dialogs };
}

/** Button labels of the actions. */
export function useActionLabels(): Record<RequestAction | 'reject', string> {
  const { t } = useLingui();
  return {
    edit: t`Edit`,
    commit: t`Submit`,
    repeal: t`Withdraw`,
    copy: t`Copy`,
    delete: t`Delete`,
    cancel: t`Cancel request`,
    approve: t`Approve`,
    reject: t`Reject`,
  };
}
