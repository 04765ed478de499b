import { Image, Spinner, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { base64VerifyCodeQueryOptions, verifyCodeUrl } from '@procure/identity-data-access';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export type CodeImageProps = { verifyKey: string; onRefresh: () => void };

type CodeImageButtonProps = {
  onRefresh: () => void;
  src: string | undefined;
  loading: boolean;
  onLoad?: () => void;
};

/** The 100×50 image code; a click asks for a new one. */
function CodeImageButton({ onRefresh, src, loading, onLoad }: CodeImageButtonProps) {
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

/** The classic login's image code, loaded from its URL. */
export function VerifyCodeImage({ verifyKey, onRefresh }: CodeImageProps) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  return (
    <CodeImageButton
      onRefresh={onRefresh}
      src={verifyCodeUrl(verifyKey)}
      loading={loadedKey !== verifyKey}
      onLoad={() => setLoadedKey(verifyKey)}
    />
  );
}

/** The new login's image code, fetched as a data URL. */
export function Base64CodeImage({ verifyKey, onRefresh }: CodeImageProps) {
  const image = useQuery(base64VerifyCodeQueryOptions(verifyKey));
  return <CodeImageButton onRefresh={onRefresh} src={image.data} loading={image.isPending} />;
}
