import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { uploaderFor } from '@procure/files-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DateField,
  EmptyState,
  FormDialog,
  PageHeader,
  SelectField,
  TextField,
  UploadField,
  setServerFieldErrors,
  toaster,
  useZodForm,
} from '@procure/shared-ui';
import { useMyQualification, useSaveCertificate, type Requirement } from '@procure/vendor-data-access';
import { useState } from 'react';
import { CertificateStateBadge } from './certificate-state-badge.tsx';
import { CertificateTable } from './certificate-table.tsx';
import { RequirementAlerts } from './requirement-alerts.tsx';

const QUALIFICATION_FILE = 2;
const uploadQualification = uploaderFor(QUALIFICATION_FILE);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// The same rules the server checks (libs/vendor/server/src/wire.ts), with the same codes.
const certificateFormSchema = z
  .object({
    typeId: z.string().min(1, 'validation.required'),
    certificateNo: z.string().trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
    validFrom: z.string().regex(DATE, 'validation.required'),
    validTo: z.string().regex(DATE, 'validation.required'),
    files: z
      .array(z.object({ id: z.string(), name: z.string(), url: z.string() }))
      .length(1, 'validation.required'),
  })
  .refine((v) => v.validTo >= v.validFrom, { path: ['validTo'], message: 'validation.invalid' });
type CertificateForm = z.input<typeof certificateFormSchema>;
const emptyForm: CertificateForm = { typeId: '', certificateNo: '', validFrom: '', validTo: '', files: [] };

const FORM_ID = 'certificate-form';

/** Supplier portal `/vdQualification`: what the current buyer asks of us, its state, and our uploads. */
export function MyQualificationPage() {
  const { t } = useLingui();
  const overview = useMyQualification();
  const save = useSaveCertificate();
  const form = useZodForm(certificateFormSchema, { defaultValues: emptyForm });
  const [open, setOpen] = useState(false);

  const openUpload = (typeId = '') => {
    form.reset({ ...emptyForm, typeId });
    setOpen(true);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const { desc } = await save.mutateAsync({
        typeId: values.typeId,
        certificateNo: values.certificateNo,
        validFrom: values.validFrom,
        validTo: values.validTo,
        fileId: values.files[0]?.id ?? '',
      });
      toaster.success({ title: desc || t`Certificate saved` });
      setOpen(false);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });

  const data = overview.data;
  const typeOptions = (data?.requirements ?? []).map((r) => ({ value: r.typeId, label: r.typeName }));

  return (
    <Box>
      <PageHeader
        title={t`My certificates`}
        actions={
          <Button onClick={() => openUpload()} disabled={!data || data.requirements.length === 0}>
            <Trans>Upload certificate</Trans>
          </Button>
        }
      />
      {overview.isError ? (
        <EmptyState
          title={t`The certificates could not be loaded`}
          description={
            isApiError(overview.error) ? overview.error.desc : t`Check your connection and try again.`
          }
        />
      ) : null}
      {data ? (
        <Stack gap="4">
          <RequirementAlerts overview={data} audience="supplier" />
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
            <Heading size="sm" mb="3">
              <Trans>What this customer asks for</Trans>
            </Heading>
            {data.requirements.length === 0 ? (
              <Text color="fg.muted">
                <Trans>This customer asks for no certificates.</Trans>
              </Text>
            ) : (
              <RequirementTable requirements={data.requirements} onUpload={openUpload} />
            )}
          </Box>
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
            <Heading size="sm" mb="3">
              <Trans>Uploaded certificates</Trans>
            </Heading>
            <CertificateTable certificates={data.certificates} />
          </Box>
        </Stack>
      ) : null}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Upload certificate`}
        formId={FORM_ID}
        saving={save.isPending}
        size="md"
      >
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="3">
            <SelectField
              control={form.control}
              name="typeId"
              label={t`Certificate type`}
              required
              options={typeOptions}
            />
            <TextField
              control={form.control}
              name="certificateNo"
              label={t`Certificate no.`}
              required
              maxLength={64}
            />
            <HStack gap="3" align="start">
              <DateField control={form.control} name="validFrom" label={t`Valid from`} required />
              <DateField control={form.control} name="validTo" label={t`Valid to`} required />
            </HStack>
            <UploadField
              control={form.control}
              name="files"
              label={t`Certificate file`}
              required
              typeCode={QUALIFICATION_FILE}
              upload={uploadQualification}
              multiple={false}
              maxFiles={1}
            />
          </Stack>
        </form>
      </FormDialog>
    </Box>
  );
}

function RequirementTable({
  requirements,
  onUpload,
}: {
  requirements: readonly Requirement[];
  onUpload: (typeId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Required certificates`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Certificate type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Mandatory</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Valid to</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>State</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requirements.map((r) => (
            <Table.Row key={r.typeId} data-testid={`requirement-${r.typeName}`}>
              <Table.Cell>{r.typeName}</Table.Cell>
              <Table.Cell>{r.mandatory ? t`Mandatory` : t`Optional`}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {r.validTo ?? '—'}
                {r.daysLeft !== null && r.daysLeft >= 0 && r.state !== 'valid' ? (
                  <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                    {t`${r.daysLeft} days left`}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <CertificateStateBadge state={r.state} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" variant="outline" onClick={() => onUpload(r.typeId)}>
                  {r.state === 'missing' ? t`Upload` : t`Renew`}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
