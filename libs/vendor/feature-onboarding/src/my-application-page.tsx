import { Alert, Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { vendorApplicationSchema, type VendorApplicationInput } from '@procure/shared-validation';
import {
  DetailSection,
  EmptyState,
  PageHeader,
  PersonPicker,
  StatusBadge,
  TextField,
  setServerFieldErrors,
  toaster,
  useZodForm,
  type EntityOption,
} from '@procure/shared-ui';
import { copyToErrorOf, searchCopyToPeople } from '@procure/message-data-access';
import { useMyApplication, useSaveApplication, type MyApplication } from '@procure/vendor-data-access';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApplicationView } from '@procure/vendor-ui';

const EDITABLE = new Set([1, 11]); // CODES.application draft, returned
const POTENTIAL = 1; // CODES.supplierStatus.potential

function startValues(data: MyApplication): VendorApplicationInput {
  const a = data.application;
  if (a) {
    return {
      name: a.name,
      socialCreditCode: a.socialCreditCode,
      address: a.address,
      contactName: a.contactName,
      contactMobile: a.contactMobile,
      contactEmail: a.contactEmail,
      bankName: a.bankName,
      bankAccount: a.bankAccount,
      categoryIds: [...a.categoryIds],
    };
  }
  return {
    ...data.prefill,
    address: '',
    bankName: '',
    bankAccount: '',
    categoryIds: [],
  };
}

/** Supplier portal `/vdApplication`: fill in and submit the application to the current buyer; then follow it. */
export function MyApplicationPage() {
  const { t } = useLingui();
  const mine = useMyApplication();
  const data = mine.data;
  return (
    <Box>
      <PageHeader
        title={t`My application`}
        description={data ? t`Your application to become a supplier of ${data.tenantName}.` : undefined}
      />
      {mine.isError ? (
        <EmptyState
          title={t`The application could not be loaded`}
          description={isApiError(mine.error) ? mine.error.desc : t`Check your connection and try again.`}
        />
      ) : data ? (
        <MyApplicationBody data={data} />
      ) : null}
    </Box>
  );
}

function MyApplicationBody({ data }: { data: MyApplication }) {
  const { t } = useLingui();
  const application = data.application;
  const editable =
    data.supplierStatus === POTENTIAL && (application === null || EDITABLE.has(application.status));
  if (!editable && application) {
    const selected = data.categories.filter((c) => application.categoryIds.includes(c.id));
    return (
      <Stack gap="4">
        {application.status === 3 ? (
          <Alert.Root status="success" data-testid="application-approved">
            <Alert.Indicator />
            <Alert.Title>{t`Approved: you are a qualified supplier of ${data.tenantName}.`}</Alert.Title>
          </Alert.Root>
        ) : application.status === 2 ? (
          <Alert.Root status="info" data-testid="application-approving">
            <Alert.Indicator />
            <Alert.Title>{t`Your application is being approved. You will get a message with the result.`}</Alert.Title>
          </Alert.Root>
        ) : null}
        <ApplicationView
          application={application}
          categories={selected}
          supplierStatus={data.supplierStatus}
          history={data.history}
        />
      </Stack>
    );
  }
  if (!editable) {
    return (
      <DetailSection
        title={t`Supplier status`}
        items={[
          {
            label: t`Supplier status`,
            value:
              data.supplierStatus === null ? null : (
                <StatusBadge set="supplierStatus" value={data.supplierStatus} />
              ),
          },
        ]}
      />
    );
  }
  return <ApplicationForm data={data} />;
}

function ApplicationForm({ data }: { data: MyApplication }) {
  const { t } = useLingui();
  const save = useSaveApplication();
  const form = useZodForm(vendorApplicationSchema, { defaultValues: startValues(data) });
  const submitting = useRef(false);
  // Copy-to (issue #12 §5): buyer employees the supplier copies at submit.
  const [copyTo, setCopyTo] = useState<EntityOption[]>([]);
  const [copyToError, setCopyToError] = useState<string>();
  const application = data.application;
  useEffect(() => {
    form.reset(startValues(data));
    // Only when another application arrives (after a save): typing is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [application?.id]);

  const run = form.handleSubmit(async (values) => {
    try {
      setCopyToError(undefined);
      const result = await save.mutateAsync({
        body: values,
        submit: submitting.current,
        copyToIds: copyTo.map((p) => p.id),
      });
      toaster.success({
        title:
          result.desc || (submitting.current ? t`Application submitted for approval` : t`Application saved`),
      });
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
      setCopyToError(copyToErrorOf(error, copyTo));
    }
  });
  const go = (submit: boolean) => {
    submitting.current = submit;
    void run();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        go(true);
      }}
      noValidate
      data-testid="application-form"
    >
      <Stack gap="4">
        {application?.status === 11 && application.reason ? (
          <Alert.Root status="warning" data-testid="application-returned">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t`Returned by the approver: correct it and submit again`}</Alert.Title>
              <Alert.Description>{application.reason}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              <Trans>Company</Trans>
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField
                control={form.control}
                name="name"
                label={t`Company name`}
                required
                maxLength={100}
              />
              <TextField
                control={form.control}
                name="socialCreditCode"
                label={t`Unified social credit code`}
                required
                maxLength={18}
              />
            </SimpleGrid>
            <TextField
              control={form.control}
              name="address"
              label={t`Registered address`}
              required
              maxLength={200}
            />
          </Fieldset.Root>
        </Box>
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              <Trans>Contact and bank account</Trans>
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <TextField
                control={form.control}
                name="contactName"
                label={t`Contact person`}
                required
                maxLength={50}
              />
              <TextField
                control={form.control}
                name="contactMobile"
                label={t`Mobile number`}
                type="tel"
                required
              />
              <TextField
                control={form.control}
                name="contactEmail"
                label={t`E-mail address`}
                type="email"
                required
              />
              <TextField control={form.control} name="bankName" label={t`Bank`} required maxLength={100} />
              <TextField
                control={form.control}
                name="bankAccount"
                label={t`Bank account`}
                required
                maxLength={30}
              />
            </SimpleGrid>
          </Fieldset.Root>
        </Box>
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <Controller
            control={form.control}
            name="categoryIds"
            render={({ field, fieldState }) => (
              <Fieldset.Root invalid={Boolean(fieldState.error)}>
                <Fieldset.Legend fontWeight="semibold">
                  <Trans>Categories you supply</Trans>
                  <Text as="span" color="fg.error" ms="1" aria-hidden>
                    *
                  </Text>
                </Fieldset.Legend>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="2" mt="2">
                  {data.categories.map((c) => (
                    <Checkbox.Root
                      key={c.id}
                      checked={field.value.includes(c.id)}
                      onCheckedChange={(e) =>
                        field.onChange(
                          e.checked ? [...field.value, c.id] : field.value.filter((id) => id !== c.id),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
                {fieldState.error ? (
                  <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>
                ) : null}
              </Fieldset.Root>
            )}
          />
        </Box>
        <Box>
          <Text as="h2" fontWeight="semibold" mb="3">
            {t`Copy to`}
          </Text>
          <PersonPicker
            data-testid="copy-to"
            value={copyTo}
            onChange={setCopyTo}
            loader={searchCopyToPeople}
            error={copyToError}
            hint={t`Your contacts at the buyer get a message when you submit and can read the application.`}
          />
        </Box>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" loading={save.isPending && !submitting.current} onClick={() => go(false)}>
            <Trans>Save draft</Trans>
          </Button>
          <Button type="submit" loading={save.isPending && submitting.current}>
            <Trans>Submit application</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
