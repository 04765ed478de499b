import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { codeEntry } from '@procure/shared-codes';
import type { CodeSet } from '@procure/shared-codes';

export type StatusBadgeProps = {
  /** Which code table of DOMAIN.md §2 the value belongs to. */
  set: CodeSet;
  /** The wire value (a number, or a numeric string as some lists send it). */
  value: number | string | null | undefined;
};

/** The label of a code in the active language, in the colour of its code set entry. */
export function StatusBadge({ set, value }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const entry = codeEntry(set, value);
  if (!entry) {
    // An unknown value is shown as itself rather than hidden: it points at a data or mapping problem.
    return (
      <Badge colorPalette="gray" variant="outline">
        {value === null || value === undefined || value === '' ? '—' : String(value)}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={entry.palette} variant="subtle" data-code={entry.code}>
      {i18n._(entry.label)}
    </Badge>
  );
}
