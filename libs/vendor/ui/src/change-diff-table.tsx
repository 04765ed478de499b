import { Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileChange } from './types.ts';
import { useProfileLabels } from './profile-labels.ts';

/** A change application's field-by-field difference: field, old value, new value. */
export function ChangeDiffTable({ changes }: { changes: readonly ProfileChange[] }) {
  const { t } = useLingui();
  const { fieldLabel, valueText } = useProfileLabels();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" aria-label={t`Changed fields`} data-testid="change-diff">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Field</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Before</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>After</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((c) => (
            <Table.Row
              key={`${c.section}-${c.index ?? ''}-${c.field}`}
              data-testid={`diff-${c.section}-${c.index ?? 0}-${c.field}`}
            >
              <Table.Cell fontWeight="medium">{fieldLabel(c)}</Table.Cell>
              <Table.Cell>
                {c.old === null ? (
                  <Text color="fg.muted">{valueText(c.old)}</Text>
                ) : (
                  <Text as="del" color="fg.muted">
                    {valueText(c.old)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Text color={c.new === null ? 'fg.muted' : 'fg'} fontWeight="semibold">
                  {valueText(c.new)}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
