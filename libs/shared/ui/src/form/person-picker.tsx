import { Box, CloseButton, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { EntityPicker, type EntityLoader, type EntityOption } from './entity-picker.tsx';

export type PersonPickerProps = {
  /** The chosen people, in the order chosen (the caller keeps their labels). */
  value: readonly EntityOption[];
  onChange: (people: EntityOption[]) => void;
  /** Server search (name, phone, e-mail); people already chosen are left out of its answers. */
  loader: EntityLoader;
  /** At most this many (default 20, the copy-to limit the server also enforces). */
  max?: number;
  /** Accessible name and heading; default "Copy to". */
  label?: string;
  /** The line under the heading; default: what a copied person gets. */
  hint?: string;
  /** A server error of the field (e.g. `copyToIds.1`), shown under the chips. */
  error?: string | undefined;
  'data-testid'?: string;
};

/**
 * Chooses several people by typing (issue #12 §5, the copy-to of every submit form): a searchable combobox
 * (arrow keys, Enter, Escape) over the server's people, the chosen ones as removable chips, at most `max`.
 */
export function PersonPicker({
  value,
  onChange,
  loader,
  max = 20,
  label,
  hint,
  error,
  'data-testid': testId = 'person-picker',
}: PersonPickerProps) {
  const { t } = useLingui();
  const name = label ?? t`Copy to`;
  const full = value.length >= max;
  const chosen = new Set(value.map((p) => p.id));
  const search: EntityLoader = useCallback(
    async (text, signal) => (await loader(text, signal)).filter((p) => !chosen.has(p.id)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chosen ids are read at search time
    [loader, value],
  );
  return (
    <Stack gap="2" data-testid={testId}>
      <Text textStyle="sm" color="fg.muted">
        {hint ?? t`They get a message and can read the document, but not act on it (at most ${max}).`}
      </Text>
      <Box maxW={{ base: 'full', md: 'md' }}>
        <EntityPicker
          value={null}
          label={name}
          placeholder={full ? t`At most ${max} people` : t`Type a name, mobile or e-mail`}
          disabled={full}
          invalid={Boolean(error)}
          loader={search}
          onChange={(person) => {
            if (person && !chosen.has(person.id) && !full) onChange([...value, person]);
          }}
        />
      </Box>
      {value.length > 0 ? (
        <Wrap gap="2" role="list" aria-label={t`Chosen people`}>
          {value.map((person) => (
            <Tag.Root key={person.id} size="lg" role="listitem" data-testid={`${testId}-chip`}>
              <Tag.Label>{person.label}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  aria-label={t`Remove ${person.label}`}
                  onClick={() => onChange(value.filter((p) => p.id !== person.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      <HStack justify="space-between">
        {error ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            {error}
          </Text>
        ) : (
          <span />
        )}
        <Text textStyle="xs" color="fg.muted" aria-live="polite">
          <Trans>
            {value.length} of {max} chosen
          </Trans>
        </Text>
      </HStack>
    </Stack>
  );
}
