import { Image, Spinner, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { verifyCodeUrl } from '@procure/identity-data-access';
import { useState } from 'react';

export type VerifyCodeImageProps = { verifyKey: string; onRefresh: () => void };

/** The 100×50 image code; a click asks for a new one. */
export function VerifyCodeImage({ verifyKey, onRefresh }: VerifyCodeImageProps) {
  const { t } = useLingui();
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
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
      <Image
        src={verifyCodeUrl(verifyKey)}
        alt=""
        w="100px"
        h="50px"
        onLoad={() => setLoadedKey(verifyKey)}
        draggable={false}
      />
      {loadedKey !== verifyKey ? (
        <Spinner size="sm" position="absolute" inset="0" m="auto" color="colorPalette.solid" />
      ) : null}
    </chakra.button>
  );
}
