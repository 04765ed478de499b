import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES } from '@procure/shared-i18n';
import type { Locale } from '@procure/shared-i18n';

// Each language is named in itself, so a reader of the other language still finds their own.
const LABELS: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export type LanguageSwitchProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** `onDark` for the brand-coloured top bar. */
  tone?: 'default' | 'onDark';
};

export function LanguageSwitch({ value, onChange, tone = 'default' }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <Group attached role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => {
        const active = locale === value;
        return (
          <Button
            key={locale}
            size="xs"
            lang={locale}
            aria-pressed={active}
            variant={active ? 'solid' : 'outline'}
            colorPalette={tone === 'onDark' ? 'whiteAlpha' : undefined}
            color={tone === 'onDark' ? (active ? 'brand.800' : 'white') : undefined}
            bg={tone === 'onDark' && active ? 'white' : undefined}
            borderColor={tone === 'onDark' ? 'whiteAlpha.500' : undefined}
            onClick={() => {
              if (!active) onChange(locale);
            }}
          >
            {LABELS[locale]}
          </Button>
        );
      })}
    </Group>
  );
}
