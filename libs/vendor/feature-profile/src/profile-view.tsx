import { Badge, Box, Heading, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DetailSection } from '@procure/shared-ui';
import type { VendorProfile } from '@procure/vendor-data-access';
import { useProfileLabels } from '@procure/vendor-ui';

/** The accepted profile read-only: enterprise information, contacts, bank accounts. */
export function ProfileView({
  profile,
  socialCreditCode,
}: {
  profile: VendorProfile;
  socialCreditCode: string;
}) {
  const { t } = useLingui();
  const { enterprise, contact, bank } = useProfileLabels();
  return (
    <Stack gap="4" data-testid="profile-view">
      <DetailSection
        title={t`Enterprise information`}
        items={[
          { label: enterprise.name ?? '', value: profile.name },
          { label: t`Unified social credit code`, value: socialCreditCode },
          { label: enterprise.nameEn ?? '', value: profile.nameEn },
          { label: enterprise.legalRepresentative ?? '', value: profile.legalRepresentative },
          { label: enterprise.registeredCapital ?? '', value: profile.registeredCapital },
          { label: enterprise.establishedOn ?? '', value: profile.establishedOn },
          { label: enterprise.website ?? '', value: profile.website },
          { label: enterprise.address ?? '', value: profile.address, wide: true },
          { label: enterprise.businessScope ?? '', value: profile.businessScope, wide: true },
        ]}
      />
      <ListSection title={t`Contacts`} testId="profile-contacts">
        <Table.Root size="sm" aria-label={t`Contacts`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{contact.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{contact.position}</Table.ColumnHeader>
              <Table.ColumnHeader>{contact.mobile}</Table.ColumnHeader>
              <Table.ColumnHeader>{contact.email}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {profile.contacts.map((c, i) => (
              <Table.Row key={i}>
                <Table.Cell fontWeight="medium">
                  {c.name} {c.primary ? <PrimaryBadge /> : null}
                </Table.Cell>
                <Table.Cell>{c.position || '—'}</Table.Cell>
                <Table.Cell>{c.mobile}</Table.Cell>
                <Table.Cell>{c.email}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListSection>
      <ListSection title={t`Bank accounts`} testId="profile-bank-accounts">
        <Table.Root size="sm" aria-label={t`Bank accounts`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{bank.bankName}</Table.ColumnHeader>
              <Table.ColumnHeader>{bank.accountName}</Table.ColumnHeader>
              <Table.ColumnHeader>{bank.accountNo}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {profile.bankAccounts.map((b, i) => (
              <Table.Row key={i}>
                <Table.Cell fontWeight="medium">
                  {b.bankName} {b.primary ? <PrimaryBadge /> : null}
                </Table.Cell>
                <Table.Cell>{b.accountName}</Table.Cell>
                <Table.Cell fontFamily="mono">{b.accountNo}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListSection>
    </Stack>
  );
}

function PrimaryBadge() {
  return (
    <Badge colorPalette="blue" variant="subtle" ms="1">
      <Trans>Primary</Trans>
    </Badge>
  );
}

function ListSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4" data-testid={testId}>
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      <Table.ScrollArea tabIndex={0}>{children}</Table.ScrollArea>
    </Box>
  );
}
