import { HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { useRiskRecords, type RiskKind } from '@procure/risk-data-access';
import { useState } from 'react';
import { RecordList } from './record-list.tsx';
import { Pager, Panel, RISK_KINDS, useKindLabels } from './risk-labels.tsx';

const PAGE_SIZE = 20;

/** Buyer `/monitorin/records`: every risk record of the tenant's suppliers, newest found first. */
export function RiskRecordsPage() {
  const { t } = useLingui();
  const kinds = useKindLabels();
  const [kind, setKind] = useState<RiskKind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const records = useRiskRecords({ pageNo, pageSize: PAGE_SIZE, kind: kind || undefined });
  return (
    <>
      <PageHeader
        title={t`Risk records`}
        description={t`Everything monitoring found for your suppliers, newest first.`}
      />
      <Panel>
        <HStack mb="3" gap="2">
          <chakra.label htmlFor="risk-kind" textStyle="sm" color="fg.muted">
            <Trans>Kind</Trans>
          </chakra.label>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              id="risk-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.currentTarget.value as RiskKind | '');
                setPageNo(1);
              }}
            >
              <option value="">{t`All`}</option>
              {RISK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {kinds[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {records.isError ? (
          <EmptyState
            title={t`The risk records could not be loaded`}
            description={isApiError(records.error) ? records.error.desc : undefined}
          />
        ) : records.data && records.data.total === 0 ? (
          <EmptyState title={t`No risk records yet`} />
        ) : records.data ? (
          <>
            <RecordList records={records.data.rows} showVendor />
            <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={records.data.total} onPage={setPageNo} />
          </>
        ) : null}
      </Panel>
    </>
  );
}
