import { setupI18n, type I18n } from '@lingui/core';
import { codeEntry, type CodeSet } from '@procure/shared-codes';
import { LOCALES, loadWebCatalogs, type Locale } from '@procure/shared-i18n';

// Code labels (DOMAIN.md §2 code tables) are translated in the web catalog, as the lists show them: an
// export writes the same words. Loaded once per process, before the first export writes a row.
const instances = new Map<Locale, I18n>();

export async function loadLabels(): Promise<void> {
  for (const locale of LOCALES) {
    if (instances.has(locale)) continue;
    instances.set(locale, setupI18n({ locale, messages: { [locale]: await loadWebCatalogs(locale) } }));
  }
}

/** The label of a code in `locale`, as the list shows it (null for no value). */
export function codeLabel(
  set: CodeSet,
  value: number | string | null | undefined,
  locale: Locale,
): string | null {
  if (value === null || value === undefined) return null;
  const entry = codeEntry(set, value);
  if (!entry) return String(value);
  const i18n = instances.get(locale);
  return i18n ? i18n._(entry.label) : (entry.label.message ?? String(value));
}
