import { Box, Button, Card, Checkbox, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRoles } from '@procure/company-data-access';
import { useNotice, useNoticeActions, type Notice } from '@procure/message-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  FormField,
  PageHeader,
  SelectField,
  TextField,
  TextareaField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import {
  NOTICE_CONTENT_MAX,
  noticeInputSchema,
  type NoticeInput,
  type NoticeValues,
} from '@procure/shared-validation';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

const FORM_ID = 'notice-form';
const empty: NoticeInput = { title: '', content: '', audience: 'all', roleIds: [], publishAt: '' };

/** An instant as the value of a `datetime-local` input (the browser's local time, minutes). */
/** The zone a `datetime-local` value is read in (the tenant's zone governs the digest, not notices). */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const valuesOf = (notice: Notice): NoticeInput => ({
  title: notice.title,
  content: notice.content,
  audience: notice.audience,
  roleIds: notice.roleIds,
  publishAt: localInputValue(notice.publishAt),
});

/**
 * `/setting/noticeSetting/create` (and `/messageCenter/create`): write a notice, or edit a draft
 * (`?id=`). It is saved as a draft; publishing is on its detail page.
 */
export function NoticeFormPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useNotice(id);
  const roles = useRoles();
  const { save } = useNoticeActions();
  const navigate = useNavigate();
  const form = useZodForm(noticeInputSchema, { defaultValues: empty });
  const audience = form.watch('audience');

  useEffect(() => {
    if (existing.data) form.reset(valuesOf(existing.data));
  }, [existing.data, form]);

  const submit = form.handleSubmit(async (values: NoticeValues) => {
    try {
      // The input holds local time; the server stores the instant.
      const publishAt = values.publishAt ? new Date(values.publishAt).toISOString() : null;
      const { data, desc } = await save.mutateAsync({ ...values, publishAt, ...(id ? { id } : {}) });
      showSuccessToast(desc || t`Notice saved`);
      void navigate(`/setting/noticeSetting/detail/${data.id}`);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  const en = i18n.locale === 'en-US';
  return (
    <Box>
      <PageHeader
        title={id ? t`Edit notice` : t`New notice`}
        actions={
          <HStack>
            <Button asChild variant="outline">
              <Link to="/setting/noticeSetting">{t`Cancel`}</Link>
            </Button>
            <Button type="submit" form={FORM_ID} loading={save.isPending} loadingText={t`Saving…`}>
              <Trans>Save draft</Trans>
            </Button>
          </HStack>
        }
      />
      <Card.Root maxW="3xl">
        <Card.Body>
          <form id={FORM_ID} onSubmit={submit} noValidate>
            <Stack gap="5">
              <TextField control={form.control} name="title" label={t`Title`} required />
              <TextareaField
                control={form.control}
                name="content"
                label={t`Content`}
                required
                counting="characters"
                max={NOTICE_CONTENT_MAX}
                rows={8}
              />
              <SelectField
                control={form.control}
                name="audience"
                label={t`Audience`}
                required
                options={[
                  { value: 'all', label: t`Everyone in the company` },
                  { value: 'roles', label: t`Members of chosen roles` },
                ]}
              />
              {audience === 'roles' ? (
                <Controller
                  control={form.control}
                  name="roleIds"
                  render={({ field, fieldState }) => {
                    const chosen = new Set(field.value ?? []);
                    return (
                      <Fieldset.Root invalid={Boolean(fieldState.error)}>
                        <Fieldset.Legend>{t`Roles`}</Fieldset.Legend>
                        <HStack wrap="wrap" gap="4">
                          {(roles.data ?? []).map((role) => (
                            <Checkbox.Root
                              key={role.id}
                              checked={chosen.has(role.id)}
                              onCheckedChange={(e) => {
                                const next = new Set(chosen);
                                if (e.checked) next.add(role.id);
                                else next.delete(role.id);
                                field.onChange([...next]);
                              }}
                            >
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>{en ? role.nameEn : role.nameZh}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </HStack>
                        {fieldState.error ? (
                          <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>
                        ) : null}
                      </Fieldset.Root>
                    );
                  }}
                />
              ) : null}
              <Controller
                control={form.control}
                name="publishAt"
                render={({ field, fieldState }) => (
                  <FormField label={t`Publish time`} error={fieldState.error?.message}>
                    <Input
                      type="datetime-local"
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value)}
                      onBlur={field.onBlur}
                      maxW="xs"
                    />
                    <Text textStyle="xs" color="fg.muted">
                      <Trans>
                        Leave empty to publish when you press "Publish"; at most 90 days ahead. The time is in
                        this browser's time zone ({browserZone}), and recipients see it in theirs.
                      </Trans>
                    </Text>
                  </FormField>
                )}
              />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
