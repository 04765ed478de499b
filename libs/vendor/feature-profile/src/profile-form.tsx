import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  PROFILE_BANK_ACCOUNTS_MAX,
  PROFILE_CONTACTS_MAX,
  vendorProfileSchema,
  type VendorProfileFormValues,
} from '@procure/shared-validation';
import {
  PersonPicker,
  TextField,
  TextareaField,
  setServerFieldErrors,
  toaster,
  useZodForm,
  type EntityOption,
} from '@procure/shared-ui';
import { copyToErrorOf, searchCopyToPeople } from '@procure/message-data-access';
import { useState } from 'react';
import { useSubmitProfileChange, type VendorProfile } from '@procure/vendor-data-access';
import { Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useProfileLabels } from '@procure/vendor-ui';

type Form = VendorProfileFormValues;

/** The whole profile, editable; submitting sends it as a change application the buyer approves. */
export function ProfileForm({ profile, onDone }: { profile: VendorProfile; onDone: () => void }) {
  const { t } = useLingui();
  const { enterprise, contact, bank } = useProfileLabels();
  const submit = useSubmitProfileChange();
  const form = useZodForm(vendorProfileSchema, { defaultValues: structuredClone(profile) as Form });
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const banks = useFieldArray({ control: form.control, name: 'bankAccounts' });
  const errors = form.formState.errors;
  // Copy-to (issue #12 §5): buyer employees the supplier copies at submit.
  const [copyTo, setCopyTo] = useState<EntityOption[]>([]);
  const [copyToError, setCopyToError] = useState<string>();

  const run = form.handleSubmit(async (values) => {
    setCopyToError(undefined);
    try {
      const result = await submit.mutateAsync({ ...values, copyToIds: copyTo.map((p) => p.id) });
      toaster.success({ title: result.desc || t`Change submitted for approval` });
      onDone();
    } catch (error) {
      const copyError = copyToErrorOf(error, copyTo);
      setCopyToError(copyError);
      if (isApiError(error) && setServerFieldErrors(form, error) === 0 && !copyError) {
        toaster.error({ title: error.desc });
      }
    }
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
      noValidate
      data-testid="profile-form"
    >
      <Stack gap="4">
        <Section title={t`Enterprise information`}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField
              control={form.control}
              name="name"
              label={enterprise.name ?? ''}
              required
              maxLength={100}
            />
            <TextField control={form.control} name="nameEn" label={enterprise.nameEn ?? ''} maxLength={200} />
            <TextField
              control={form.control}
              name="legalRepresentative"
              label={enterprise.legalRepresentative ?? ''}
              required
              maxLength={50}
            />
            <TextField
              control={form.control}
              name="registeredCapital"
              label={enterprise.registeredCapital ?? ''}
              maxLength={50}
            />
            <TextField
              control={form.control}
              name="establishedOn"
              label={enterprise.establishedOn ?? ''}
              placeholder="YYYY-MM-DD"
              maxLength={10}
            />
            <TextField control={form.control} name="website" label={enterprise.website ?? ''} type="url" />
          </SimpleGrid>
          <TextField
            control={form.control}
            name="address"
            label={enterprise.address ?? ''}
            required
            maxLength={200}
          />
          <TextareaField
            control={form.control}
            name="businessScope"
            label={enterprise.businessScope ?? ''}
            counting="characters"
            max={500}
          />
        </Section>

        <Section title={t`Contacts`} error={listError(errors, 'contacts')}>
          {contacts.fields.map((item, index) => (
            <Box key={item.id} borderWidth="1px" rounded="md" p="3" data-testid={`contact-${index}`}>
              <HStack justify="space-between" mb="2">
                <Text fontWeight="medium">{t`Contact ${index + 1}`}</Text>
                <HStack>
                  <PrimaryBox
                    control={form.control}
                    list="contacts"
                    index={index}
                    label={contact.primary ?? ''}
                  />
                  <IconButton
                    aria-label={t`Remove contact ${index + 1}`}
                    size="xs"
                    variant="ghost"
                    disabled={contacts.fields.length === 1}
                    onClick={() => contacts.remove(index)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
                <TextField
                  control={form.control}
                  name={`contacts.${index}.name`}
                  label={contact.name ?? ''}
                  required
                  maxLength={50}
                />
                <TextField
                  control={form.control}
                  name={`contacts.${index}.position`}
                  label={contact.position ?? ''}
                  maxLength={50}
                />
                <TextField
                  control={form.control}
                  name={`contacts.${index}.mobile`}
                  label={contact.mobile ?? ''}
                  type="tel"
                  required
                />
                <TextField
                  control={form.control}
                  name={`contacts.${index}.email`}
                  label={contact.email ?? ''}
                  type="email"
                  required
                />
              </SimpleGrid>
            </Box>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            disabled={contacts.fields.length >= PROFILE_CONTACTS_MAX}
            onClick={() => contacts.append({ name: '', position: '', mobile: '', email: '', primary: false })}
          >
            <Trans>Add contact</Trans>
          </Button>
        </Section>

        <Section title={t`Bank accounts`} error={listError(errors, 'bankAccounts')}>
          {banks.fields.map((item, index) => (
            <Box key={item.id} borderWidth="1px" rounded="md" p="3" data-testid={`bank-account-${index}`}>
              <HStack justify="space-between" mb="2">
                <Text fontWeight="medium">{t`Bank account ${index + 1}`}</Text>
                <HStack>
                  <PrimaryBox
                    control={form.control}
                    list="bankAccounts"
                    index={index}
                    label={bank.primary ?? ''}
                  />
                  <IconButton
                    aria-label={t`Remove bank account ${index + 1}`}
                    size="xs"
                    variant="ghost"
                    disabled={banks.fields.length === 1}
                    onClick={() => banks.remove(index)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <TextField
                  control={form.control}
                  name={`bankAccounts.${index}.bankName`}
                  label={bank.bankName ?? ''}
                  required
                  maxLength={100}
                />
                <TextField
                  control={form.control}
                  name={`bankAccounts.${index}.accountName`}
                  label={bank.accountName ?? ''}
                  required
                  maxLength={100}
                />
                <TextField
                  control={form.control}
                  name={`bankAccounts.${index}.accountNo`}
                  label={bank.accountNo ?? ''}
                  required
                  maxLength={30}
                />
              </SimpleGrid>
            </Box>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            disabled={banks.fields.length >= PROFILE_BANK_ACCOUNTS_MAX}
            onClick={() => banks.append({ bankName: '', accountName: '', accountNo: '', primary: false })}
          >
            <Trans>Add bank account</Trans>
          </Button>
        </Section>

        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <Text as="h2" fontWeight="semibold" mb="2">
            {t`Copy to`}
          </Text>
          <PersonPicker
            data-testid="copy-to"
            value={copyTo}
            onChange={setCopyTo}
            loader={searchCopyToPeople}
            error={copyToError}
            hint={t`Your contacts at the buyer get a message when you submit and can read the change.`}
          />
        </Box>

        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={submit.isPending}>
            <Trans>Submit change for approval</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function listError(errors: FieldErrors<Form>, list: 'contacts' | 'bankAccounts'): string | undefined {
  const entry = errors[list] as { message?: string; root?: { message?: string } } | undefined;
  return entry?.message ?? entry?.root?.message;
}

/** "Primary": checking one entry unchecks the others of its list. */
function PrimaryBox({
  control,
  list,
  index,
  label,
}: {
  control: Control<Form, unknown, unknown>;
  list: 'contacts' | 'bankAccounts';
  index: number;
  label: string;
}) {
  return (
    <Controller
      control={control as Control<Form>}
      name={list}
      render={({ field }) => (
        <Checkbox.Root
          size="sm"
          checked={Boolean(field.value[index]?.primary)}
          onCheckedChange={(e) =>
            field.onChange(
              (field.value as { primary: boolean }[]).map((item, i) => ({
                ...item,
                primary: e.checked ? i === index : i === index ? false : item.primary,
              })),
            )
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function Section({ title, error, children }: { title: string; error?: string; children: React.ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
      <Fieldset.Root invalid={Boolean(error)}>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          {title}
        </Fieldset.Legend>
        <Stack gap="3">{children}</Stack>
        {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    </Box>
  );
}
