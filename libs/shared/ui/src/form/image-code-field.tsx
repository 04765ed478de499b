import { HStack, Image, Input, InputGroup, Spinner, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { FormField } from './form-field.tsx';

export type CodeImageButtonProps = {
  onRefresh: () => void;
  src: string | undefined;
  loading: boolean;
  onLoad?: () => void;
};

/** The 100×50 image code (spec §9); a click asks for a new one. */
export function CodeImageButton({ onRefresh, src, loading, onLoad }: CodeImageButtonProps) {
  const { t } = useLingui();
  const label = t`Image code. Click for a new one`;
  return (
    <chakra.button
      type="button"
      onClick={onRefresh}
      aria-label={label}
      title={label}
      position="relative"
      w="100px"
      h="50px"
      flexShrink={0}
      rounded="md"
      overflow="hidden"
      borderWidth="1px"
      bg="bg.muted"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      {src ? <Image src={src} alt="" w="100px" h="50px" onLoad={onLoad} draggable={false} /> : null}
      {loading ? (
        <Spinner size="sm" position="absolute" inset="0" m="auto" color="colorPalette.solid" />
      ) : null}
    </chakra.button>
  );
}

export type ImageCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  src: string | undefined;
  loading: boolean;
  onRefresh: () => void;
  size?: 'md';
};

/**
 * "Image code" with its picture, as on the login page: asked before a code is sent to a number or an
 * address (registration, password reset, SMS login). Not a form field of the page's schema: it belongs
 * to the send, not to the submission.
 */
export function ImageCodeField({
  value,
  onChange,
  error,
  src,
  loading,
  onRefresh,
  size,
}: ImageCodeFieldProps) {
  const { t } = useLingui();
  return (
    <FormField label={t`Image code`} required error={error}>
      <HStack gap="3" w="full" align="center">
        <InputGroup startElement={<KeyRound size={16} />} flex="1">
          <Input
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            inputMode="text"
            maxLength={8}
            size={size}
          />
        </InputGroup>
        <CodeImageButton onRefresh={onRefresh} src={src} loading={loading} />
      </HStack>
    </FormField>
  );
}
