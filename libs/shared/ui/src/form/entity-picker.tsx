import { Box, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

/** One choice of a picker: the id is what the form stores. */
export type EntityOption = { id: string; label: string; description?: string };

/** Loads the options matching the typed text (server search); the signal aborts a superseded search. */
export type EntityLoader = (search: string, signal: AbortSignal) => Promise<readonly EntityOption[]>;

export type EntityPickerProps = {
  /** The chosen option (the caller keeps the label so it can show it without a lookup). */
  value: EntityOption | null;
  onChange: (option: EntityOption | null) => void;
  loader: EntityLoader;
  /** Accessible name (the field label). */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  debounceMs?: number;
  onBlur?: () => void;
};

type LoadState = { status: 'idle' | 'loading' | 'done' | 'error'; options: readonly EntityOption[] };

/**
 * A searchable picker over a server list (employees, suppliers, cost centres…): an ARIA combobox
 * with a listbox, arrow keys / Enter / Escape, debounced search, loading, empty and error states.
 */
export function EntityPicker({
  value,
  onChange,
  loader,
  label,
  placeholder,
  disabled,
  invalid,
  debounceMs = 300,
  onBlur,
}: EntityPickerProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'idle', options: [] });
  const latestLoader = useRef(loader);
  latestLoader.current = loader;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ status: 'loading', options: s.options }));
      latestLoader
        .current(text.trim(), controller.signal)
        .then((options) => {
          if (!controller.signal.aborted) {
            setState({ status: 'done', options });
            setActive(0);
          }
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error', options: [] });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, debounceMs]);

  const choose = (option: EntityOption) => {
    onChange(option);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = state.options.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (count > 0) setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter' && open) {
      const option = state.options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && state.options[active] ? `${listId}-${active}` : undefined;
  return (
    <Box position="relative" w="full">
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        autoComplete="off"
        placeholder={value ? value.label : (placeholder ?? t`Type to search`)}
        value={open ? text : (value?.label ?? '')}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Let a click on an option land before the list closes.
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
      />
      {open ? (
        <Box
          position="absolute"
          zIndex="dropdown"
          top="100%"
          mt="1"
          left="0"
          right="0"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          maxH="64"
          overflowY="auto"
        >
          {state.status === 'loading' && state.options.length === 0 ? (
            <Box px="3" py="2" display="flex" gap="2" alignItems="center" color="fg.muted">
              <Spinner size="xs" />
              <Text>{t`Searching…`}</Text>
            </Box>
          ) : state.status === 'error' ? (
            <Text px="3" py="2" color="fg.error" role="alert">
              {t`Could not load the list. Type again to retry.`}
            </Text>
          ) : state.status === 'done' && state.options.length === 0 ? (
            <Text px="3" py="2" color="fg.muted">
              {t`No matches`}
            </Text>
          ) : null}
          <chakra.ul id={listId} role="listbox" aria-label={label} listStyleType="none" m="0" p="1">
            {state.options.map((option, index) => (
              <chakra.li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="2"
                py="1.5"
                borderRadius="sm"
                cursor="pointer"
                bg={index === active ? 'colorPalette.subtle' : undefined}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                <Text>{option.label}</Text>
                {option.description ? (
                  <Text fontSize="xs" color="fg.muted">
                    {option.description}
                  </Text>
                ) : null}
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
    </Box>
  );
}

export type EntityPickerFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  loader: EntityLoader;
};

/** The picker bound to a form field holding the chosen `EntityOption` (or null). */
export function EntityPickerField<T extends FieldValues, O = T>(props: EntityPickerFieldProps<T, O>) {
  const { label, required, helperText, disabled, placeholder, loader } = props;
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <EntityPicker
        label={label}
        value={(field.value as EntityOption | null | undefined) ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        loader={loader}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}

/** Thin wrappers: the same picker with the domain's loader and label (pass the loader from data-access). */
export function EmployeePickerField<T extends FieldValues, O = T>(props: EntityPickerFieldProps<T, O>) {
  return <EntityPickerField {...props} />;
}
export function SupplierPickerField<T extends FieldValues, O = T>(props: EntityPickerFieldProps<T, O>) {
  return <EntityPickerField {...props} />;
}
export function CostCenterPickerField<T extends FieldValues, O = T>(props: EntityPickerFieldProps<T, O>) {
  return <EntityPickerField {...props} />;
}
