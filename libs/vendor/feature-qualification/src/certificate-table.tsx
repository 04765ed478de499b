import { Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Certificate } from '@procure/vendor-data-access';
import { EmptyState, formatInstant } from '@procure/shared-ui';
import { CertificateStateBadge } from './certificate-state-badge.tsx';

/** The certificates a supplier uploaded, latest validity first. */
export function CertificateTable({ certificates }: { certificates: readonly Certificate[] }) {
  const { t, i18n } = useLingui();
  // The buyer's notices to renew (issue #16 §5): a column only when one was sent.
  const noticed = certificates.some((c) => c.lastNoticeAt);
  if (certificates.length === 0) {
    return <EmptyState title={t`No certificates uploaded yet`} />;
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Certificates`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Certificate type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Certificate no.</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Valid from</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Valid to</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>State</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>File</Trans>
            </Table.ColumnHeader>
            {noticed ? (
              <Table.ColumnHeader>
                <Trans>Renewal notice</Trans>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {certificates.map((c) => (
            <Table.Row key={c.id} data-testid={`certificate-${c.certificateNo}`}>
              <Table.Cell>{c.typeName}</Table.Cell>
              <Table.Cell>{c.certificateNo}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{c.validFrom}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{c.validTo}</Table.Cell>
              <Table.Cell>
                <CertificateStateBadge state={c.state} />
              </Table.Cell>
              <Table.Cell>
                <Text truncate maxW="56">
                  {c.fileName ?? '—'}
                </Text>
              </Table.Cell>
              {noticed ? (
                <Table.Cell data-testid="certificate-notice">
                  {c.lastNoticeAt
                    ? t`${c.noticeCount} received, last ${formatInstant(c.lastNoticeAt, i18n.locale)}`
                    : '—'}
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
