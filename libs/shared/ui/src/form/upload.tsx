import { Box, Button, HStack, Progress, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';
import { allowedExtensions, checkUploadFile, formatFileSize } from './upload-rules.ts';

/** What the server answers for a stored file. */
export type UploadedFile = { id: string; name: string; url: string };

/** Sends one file; calls `onProgress` with 0–100 as bytes go out (H3b's XHR uploader fits). */
export type UploadFn = (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;

type Item =
  | { key: string; file: File; status: 'uploading'; progress: number }
  | { key: string; file: File; status: 'error'; message: string; retryable: boolean }
  | { key: string; file?: File; status: 'done'; uploaded: UploadedFile };

export type UploadProps = {
  /** Upload type code of spec §3 (decides the allowed file types). */
  typeCode: number;
  upload: UploadFn;
  /** The files already stored (e.g. when editing a document). */
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Accessible name of the picker (the field label). */
  label: string;
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
};

let counter = 0;
const nextKey = () => `upload-${++counter}`;

/**
 * File upload: checks type and 30 MB before sending, one progress bar per file, retry of a failed
 * file, remove. `value` holds only the stored files; failed and running ones live here.
 */
export function Upload({
  typeCode,
  upload,
  value,
  onChange,
  label,
  multiple = true,
  maxFiles,
  disabled,
}: UploadProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Item[]>([]);
  const stored = useRef(value);
  stored.current = value;
  const allowed = allowedExtensions(typeCode);

  const patch = (key: string, next: Item | null) =>
    setPending((items) =>
      next ? items.map((i) => (i.key === key ? next : i)) : items.filter((i) => i.key !== key),
    );

  const send = (key: string, file: File) => {
    setPending((items) => {
      const rest = items.filter((i) => i.key !== key);
      return [...rest, { key, file, status: 'uploading', progress: 0 }];
    });
    upload(file, (percent) =>
      patch(key, {
        key,
        file,
        status: 'uploading',
        progress: Math.max(0, Math.min(100, Math.round(percent))),
      }),
    )
      .then((uploaded) => {
        patch(key, null);
        onChange([...stored.current, uploaded]);
      })
      .catch((error: unknown) =>
        patch(key, {
          key,
          file,
          status: 'error',
          retryable: true,
          message: error instanceof Error && error.message ? error.message : t`Upload failed`,
        }),
      );
  };

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = maxFiles === undefined ? Infinity : maxFiles - value.length - pending.length;
    [...files].slice(0, Math.max(0, room)).forEach((file) => {
      const key = nextKey();
      const problem = checkUploadFile(file, typeCode);
      if (problem) {
        setPending((items) => [
          ...items,
          { key, file, status: 'error', retryable: false, message: i18n._(problem.code, problem.params) },
        ]);
      } else send(key, file);
    });
  };

  const full = maxFiles !== undefined && value.length + pending.length >= maxFiles;
  const rows: Item[] = [
    ...value.map((uploaded) => ({ key: uploaded.id, status: 'done' as const, uploaded })),
    ...pending,
  ];

  return (
    <Stack gap="2" w="full">
      <HStack gap="3" wrap="wrap">
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            tabIndex={-1}
            aria-hidden
            multiple={multiple}
            accept={allowed.map((ext) => `.${ext}`).join(',')}
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = ''; // the same file can be chosen again after a removal
            }}
          />
        </VisuallyHidden>
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={disabled || full}
          aria-label={t`Choose files: ${label}`}
        >
          {t`Choose files`}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t`Up to 30 MB each; ${allowed.join(', ')}`}
        </Text>
      </HStack>
      {rows.length > 0 ? (
        <chakra.ul
          listStyleType="none"
          m="0"
          p="0"
          display="flex"
          flexDirection="column"
          gap="2"
          aria-label={label}
        >
          {rows.map((item) => {
            const name = item.status === 'done' ? item.uploaded.name : item.file.name;
            return (
              <chakra.li key={item.key} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg">
                <HStack justify="space-between" gap="2">
                  <Box minW="0" flex="1">
                    {item.status === 'done' ? (
                      <chakra.a
                        href={item.uploaded.url}
                        target="_blank"
                        rel="noreferrer"
                        color="colorPalette.fg"
                        wordBreak="break-all"
                      >
                        {name}
                      </chakra.a>
                    ) : (
                      <Text wordBreak="break-all">{name}</Text>
                    )}
                    {item.status !== 'done' ? (
                      <Text fontSize="xs" color="fg.muted">
                        {formatFileSize(item.file.size)}
                      </Text>
                    ) : null}
                  </Box>
                  <HStack gap="1">
                    {item.status === 'error' && item.retryable ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => send(item.key, item.file)}
                        aria-label={t`Retry ${name}`}
                      >
                        {t`Retry`}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={disabled || item.status === 'uploading'}
                      aria-label={t`Remove ${name}`}
                      onClick={() =>
                        item.status === 'done'
                          ? onChange(stored.current.filter((f) => f.id !== item.uploaded.id))
                          : patch(item.key, null)
                      }
                    >
                      {t`Remove`}
                    </Button>
                  </HStack>
                </HStack>
                {item.status === 'uploading' ? (
                  <Progress.Root value={item.progress} size="xs" mt="2" aria-label={t`Uploading ${name}`}>
                    <HStack gap="2">
                      <Progress.Track flex="1">
                        <Progress.Range />
                      </Progress.Track>
                      <Progress.ValueText fontSize="xs">{item.progress}%</Progress.ValueText>
                    </HStack>
                  </Progress.Root>
                ) : null}
                {item.status === 'error' ? (
                  <Text fontSize="xs" color="fg.error" mt="1" role="alert">
                    {item.message}
                  </Text>
                ) : null}
              </chakra.li>
            );
          })}
        </chakra.ul>
      ) : null}
    </Stack>
  );
}

export type UploadFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> &
  Pick<UploadProps, 'typeCode' | 'upload' | 'multiple' | 'maxFiles'>;

/** Upload bound to a form field holding the stored files (`UploadedFile[]`). */
export function UploadField<T extends FieldValues, O = T>(props: UploadFieldProps<T, O>) {
  const { label, required, helperText, disabled, typeCode, upload, multiple, maxFiles } = props;
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <Upload
        label={label}
        typeCode={typeCode}
        upload={upload}
        multiple={multiple}
        maxFiles={maxFiles}
        disabled={disabled}
        value={(field.value as UploadedFile[] | undefined) ?? []}
        onChange={field.onChange}
      />
    </FormField>
  );
}
