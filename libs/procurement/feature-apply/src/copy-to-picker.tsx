import { Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SelectOption } from '@procure/shared-ui';

/** At submit, people to copy (cc): they get a message and see the request read-only (issue #12 §5). */
export function CopyToPicker({
  employees,
  value,
  onChange,
  exclude,
}: {
  employees: readonly SelectOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The applicant: never copied to itself. */
  exclude?: string | undefined;
}) {
  const { t } = useLingui();
  const options = employees.filter((e) => e.value !== exclude);
  const MAX = 20;
  return (
    <Stack gap="2" data-testid="copy-to">
      <Text textStyle="sm" color="fg.muted">
        <Trans>They get a message and can read the request, but not act on it (at most {MAX}).</Trans>
      </Text>
      <Wrap gap="4" role="group" aria-label={t`Copy to`}>
        {options.map((e) => {
          const checked = value.includes(e.value);
          return (
            <Checkbox.Root
              key={e.value}
              checked={checked}
              disabled={!checked && value.length >= MAX}
              onCheckedChange={(d) =>
                onChange(d.checked ? [...value, e.value] : value.filter((id) => id !== e.value))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{e.label}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Wrap>
    </Stack>
  );
}
