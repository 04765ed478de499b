import { Image, Spinner, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { base64VerifyCodeQueryOptions } from '@procure/identity-data-access';
import { useQuery } from '@tanstack/react-query';

export type Base64CodeImageProps = { verifyKey: string; onRefresh: () => void };

/** The new login's 100×50 image code, fetched as a data URL; a click asks for a new one. */
export function Base64CodeImage({ verifyKey, onRefresh }: Base64CodeImageProps) {
  const { t } = useLingui();
  const image = useQuery(base64VerifyCodeQueryOptions(verifyKey));
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
      {image.data ? <Image src={image.data} alt="" w="100px" h="50px" draggable={false} /> : null}
      {image.isPending ? (
        <Spinner size="sm" position="absolute" inset="0" m="auto" color="colorPalette.solid" />
      ) : null}
    </chakra.button>
  );
}
