import type { MessageDescriptor } from '@lingui/core';
import { codeEntries, codeEntry, type CodeSet } from '@procure/shared-codes';

/** Options of a code set for a select: value = wire code, label = its translatable descriptor. */
export function codeOptions(set: CodeSet): { value: number; label: MessageDescriptor }[] {
  return codeEntries(set).map((e) => ({ value: e.code, label: e.label }));
}

export function codeLabel(set: CodeSet, code: number): MessageDescriptor | undefined {
  return codeEntry(set, code)?.label;
}
