import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldPath, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { translatedZodResolver } from './zod-resolver.ts';

export type UseZodFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/** react-hook-form on a shared zod schema, with error messages in the active Lingui language. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: UseZodFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { i18n } = useLingui();
  const resolver = useMemo(
    () => translatedZodResolver(schema, (code, params) => i18n._(code, params)),
    [schema, i18n],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });

  // Shown errors follow a language switch: re-validate the fields that currently show one.
  const locale = i18n.locale;
  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    const names = Object.keys(form.formState.errors).filter((n) => n !== 'root') as FieldPath<z.input<S>>[];
    if (names.length > 0) void form.trigger(names);
  }, [locale, form]);

  return form;
}
