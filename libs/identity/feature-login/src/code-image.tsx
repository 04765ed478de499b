import { base64VerifyCodeQueryOptions, verifyCodeUrl } from '@procure/identity-data-access';
import { CodeImageButton } from '@procure/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export type CodeImageProps = { verifyKey: string; onRefresh: () => void };

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
