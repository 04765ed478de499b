import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@procure/identity-data-access';
import { searchCopyToPeople } from '@procure/message-data-access';
import {
  emptyPurchaseApplyForm,
  lineSourceOf,
  purchaseApplyFormSchemas,
  toHoldSubmitBody,
  toPurchaseApplyForm,
  useCreateFromCart,
  useHoldSubmit,
  usePurchaseApply,
  type PurchaseApplyFormValues,
} from '@procure/procurement-data-access';
import { isPurchaseKind, usePurchaseKindLabels } from '@procure/procurement-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  EmptyState,
  PageHeader,
  PersonPicker,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
  type EntityOption,
} from '@procure/shared-ui';
import { money, toFieldErrors, type PurchaseApplyKind } from '@procure/shared-validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { computeLineAmount } from '@procure/procurement-data-access';
import { ApplyHeaderFields } from './apply-header-fields.tsx';
import { ApplyLineEditor } from './apply-line-editor.tsx';
import { useFormLookups } from './use-form-lookups.ts';
import { useSubmitFlow } from './use-submit-flow.tsx';

/**
 * `/procurement/create/:kind` and `/procurement/edit/:id`: the purchase-request form. `?cartItemIds=`
 * on a catalogue create turns the cart items into a saved draft first, then edits it.
 */
export function ApplyFormPage() {
  const { kind, id } = useParams();
  const [search] = useSearchParams();
  const cartItemIds = search.get('cartItemIds');
  if (!id && kind === 'catalogue' && cartItemIds)
    return <CreateFromCart cartItemIds={cartItemIds.split(',').filter(Boolean)} />;
  if (id) return <EditRequest id={id} />;
  if (!isPurchaseKind(kind)) return <NotFound />;
  return <ApplyForm key={kind} kind={kind} />;
}

function NotFound({ description }: { description?: string | undefined }) {
  const { t } = useLingui();
  return <EmptyState title={t`Request not found`} description={description} />;
}

function CreateFromCart({ cartItemIds }: { cartItemIds: string[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateFromCart();
  // Once, even under StrictMode's double effect: a second call would find the cart items gone.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate(cartItemIds, {
      onSuccess: ({ id }) => void navigate(`/procurement/edit/${id}`, { replace: true }),
    });
  }, [cartItemIds, create, navigate]);
  if (create.isError) {
    return (
      <NotFound
        description={
          isApiError(create.error) ? create.error.desc : t`The cart could not be turned into a request.`
        }
      />
    );
  }
  return <Text color="fg.muted">{t`Creating the request from your cart…`}</Text>;
}

function EditRequest({ id }: { id: string }) {
  const { t } = useLingui();
  const request = usePurchaseApply(id);
  if (request.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!request.data)
    return <NotFound description={isApiError(request.error) ? request.error.desc : undefined} />;
  if (!request.data.actions.edit) {
    return (
      <EmptyState
        title={t`This request can no longer be edited`}
        description={request.data.code}
        action={
          <Button asChild>
            <Link to={`/procurement/applyDetail/${id}`}>
              <Trans>View request</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <ApplyForm
      key={id}
      kind={request.data.kind}
      initial={toPurchaseApplyForm(request.data)}
      code={request.data.code}
    />
  );
}

type ApplyFormProps = { kind: PurchaseApplyKind; initial?: PurchaseApplyFormValues; code?: string };

function ApplyForm({ kind, initial, code }: ApplyFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const kinds = usePurchaseKindLabels();
  const lookups = useFormLookups();
  const me = useCurrentUser();
  const save = useHoldSubmit();
  const schemas = useMemo(() => purchaseApplyFormSchemas(lookups.options), [lookups.options]);
  const flow = useSubmitFlow((requestId) => void navigate(`/procurement/success/${requestId}`));
  // Until the first Submit the fields are checked with the draft rules; after it with the submit rules,
  // so a re-validation (typing, a language switch) keeps the required-field errors it showed.
  const [rules, setRules] = useState<'draft' | 'submit'>('draft');
  const form = useZodForm(schemas[rules], {
    defaultValues: initial ?? emptyPurchaseApplyForm({ kind, currency: lookups.defaultCurrency }),
  });
  const { setValue, getValues } = form;
  // Copy-to (issue #12 §5): the people chosen in the picker, sent with the commit.
  const [copyTo, setCopyTo] = useState<EntityOption[]>([]);

  // A new request is received by and contracted by its applicant unless changed.
  const myId = me.data?.employee.id;
  useEffect(() => {
    if (initial || !myId) return;
    if (!getValues('receiverId')) setValue('receiverId', myId);
    if (!getValues('contractCreatorId')) setValue('contractCreatorId', myId);
  }, [initial, myId, getValues, setValue]);

  /** Saves as a draft (hold-submit); the first save turns the create URL into the edit URL. */
  const saveDraft = async (): Promise<string | null> => {
    const valid = await form.trigger();
    if (!valid) return null;
    try {
      const saved = await save.mutateAsync(toHoldSubmitBody(getValues()));
      if (!getValues('id')) {
        setValue('id', saved.id);
        void navigate(`/procurement/edit/${saved.id}`, { replace: true });
      }
      return saved.id;
    } catch (error) {
      // The red message came from the api-client; the fields show where.
      if (isApiError(error)) setServerFieldErrors(form, error);
      return null;
    }
  };

  /** Submit = every submit rule here first (the same shared schema the server uses), save, then commit. */
  const submit = async () => {
    setRules('submit');
    const checked = schemas.submit.safeParse(getValues());
    if (!checked.success) {
      const issues = toFieldErrors(checked.error);
      for (const issue of issues) {
        form.setError(issue.path as FieldPath<PurchaseApplyFormValues>, {
          type: issue.code,
          message: i18n._(issue.code, issue.params),
        });
      }
      const first = issues[0]?.path;
      if (first) form.setFocus(first as FieldPath<PurchaseApplyFormValues>);
      return;
    }
    const savedId = await saveDraft();
    if (!savedId) return;
    const lines = getValues('lines');
    const total = money.sum(lines.map((line) => computeLineAmount(line.unitPrice, line.quantity) || '0'));
    await flow.submit(
      savedId,
      total,
      copyTo.map((p) => p.id),
    );
  };

  const preview = async () => {
    const savedId = await saveDraft();
    if (savedId) void navigate(`/procurement/preview/${savedId}`);
  };

  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  const busy = save.isPending || flow.pending;

  return (
    <Stack gap="4">
      <PageHeader title={code ? t`Edit request ${code}` : t`New request: ${kinds[kind]}`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Text as="h2" fontWeight="semibold" mb="3">
          <Trans>Request</Trans>
        </Text>
        <ApplyHeaderFields control={form.control} lookups={lookups} />
      </Box>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Text as="h2" fontWeight="semibold" mb="3">
          <Trans>Lines</Trans>
        </Text>
        <ApplyLineEditor
          control={form.control}
          setValue={setValue}
          lookups={lookups}
          lineSource={lineSourceOf(kind)}
          linesError={linesError}
        />
      </Box>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Text as="h2" fontWeight="semibold" mb="3">
          <Trans>Copy to</Trans>
        </Text>
        <PersonPicker
          data-testid="copy-to"
          value={copyTo}
          onChange={setCopyTo}
          loader={searchCopyToPeople}
          hint={t`They get a message and can read the request, but not act on it (at most 20).`}
        />
      </Box>
      <HStack
        position="sticky"
        bottom="0"
        bg="bg.panel"
        borderTopWidth="1px"
        py="3"
        px="4"
        justify="flex-end"
        gap="2"
        zIndex="docked"
      >
        <Button variant="ghost" onClick={() => void navigate('/procurement/myApply')} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button variant="outline" onClick={() => void preview()} disabled={busy} data-testid="apply-preview">
          <Trans>Preview</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() => void saveDraft().then((ok) => ok && showSuccessToast(t`Draft saved`))}
          loading={save.isPending && !flow.pending}
          disabled={busy}
          data-testid="apply-save"
        >
          <Trans>Save draft</Trans>
        </Button>
        <Button
          onClick={() => void submit()}
          loading={flow.pending}
          disabled={busy}
          data-testid="apply-submit"
        >
          <Trans>Submit</Trans>
        </Button>
      </HStack>
      {flow.dialog}
    </Stack>
  );
}
