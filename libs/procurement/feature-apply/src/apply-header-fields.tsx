import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { uploaderFor } from '@procure/files-data-access';
import type { PurchaseApplyFormOutput, PurchaseApplyFormValues } from '@procure/procurement-data-access';
import {
  DateField,
  SelectField,
  TextField,
  TextareaField,
  UploadField,
  useCodeOptions,
} from '@procure/shared-ui';
import { PURCHASE_ATTACHMENTS_MAX } from '@procure/shared-validation';
import type { Control } from 'react-hook-form';
import type { FormLookups } from './use-form-lookups.ts';

type Props = {
  control: Control<PurchaseApplyFormValues, unknown, PurchaseApplyFormOutput>;
  lookups: FormLookups;
};

const uploadRequestFile = uploaderFor(1);

/** The request header (spec §3 labels); red markers on what submit requires (spec §5). */
export function ApplyHeaderFields({ control, lookups }: Props) {
  const { t } = useLingui();
  const purposes = useCodeOptions('purpose');
  const purchaseTypes = useCodeOptions('purchaseType');
  const common = { control } as const;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <TextField {...common} name="title" label={t`PR title`} required maxLength={100} />
      <DateField {...common} name="needByDate" label={t`Need-by date`} required min={lookups.options.today} />
      <SelectField
        {...common}
        name="legalEntityId"
        label={t`Legal entity`}
        required
        options={lookups.legalEntities}
      />
      <SelectField
        {...common}
        name="invoiceTitleId"
        label={t`Invoice title`}
        required
        options={lookups.invoiceTitles}
      />
      <SelectField {...common} name="receiverId" label={t`Receiver`} required options={lookups.employees} />
      <SelectField
        {...common}
        name="receivingAddressId"
        label={t`Receiving address`}
        required
        options={lookups.receivingAddresses}
        helperText={
          lookups.receivingAddresses.length === 0
            ? t`Add a receiving address in Address settings.`
            : undefined
        }
      />
      <SelectField
        {...common}
        name="contractCreatorId"
        label={t`Contract creator`}
        required
        options={lookups.employees}
      />
      <SelectField
        {...common}
        name="costCentreId"
        label={t`Cost center`}
        required
        options={lookups.costCentres}
      />
      <TextField {...common} name="projectCode" label={t`Project code`} maxLength={50} />
      <TextField
        {...common}
        name="budgetPeriod"
        label={t`Budget period`}
        required
        placeholder={t`YYYY or YYYY-MM`}
        maxLength={7}
      />
      <SelectField {...common} name="purpose" label={t`Purpose`} required options={purposes} />
      <SelectField
        {...common}
        name="purchaseType"
        label={t`Purchase type`}
        required
        options={purchaseTypes}
      />
      <SelectField {...common} name="currency" label={t`Currency`} options={lookups.currencies} />
      <TextareaField
        {...common}
        name="remark"
        label={t`Remark`}
        max={lookups.options.remarkMax}
        counting="characters"
        rows={2}
      />
      <UploadField
        {...common}
        name="attachments"
        label={t`Attachments`}
        typeCode={1}
        upload={uploadRequestFile}
        multiple
        maxFiles={PURCHASE_ATTACHMENTS_MAX}
      />
    </SimpleGrid>
  );
}
