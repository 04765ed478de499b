import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { base64VerifyCodeQueryOptions } from './new-login.ts';
import { newVerifyKey } from './verify-code.ts';

/** What a send route takes: the key of the image and the text typed (single use on the server). */
export type ImageCodeAnswer = { verifyKey: string; verifyCode: string };

/**
 * The image code in front of every anonymous send (registration, reset, SMS login): its key, picture,
 * the text typed and its error. `take()` hands the answer to one send and shows a new picture at once,
 * since the server consumes the code whatever the outcome.
 */
export function useImageCode() {
  const [verifyKey, setVerifyKey] = useState(newVerifyKey);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const image = useQuery(base64VerifyCodeQueryOptions(verifyKey));
  const refresh = useCallback(() => {
    setVerifyKey(newVerifyKey());
    setValue('');
  }, []);
  const take = useCallback((): ImageCodeAnswer => {
    const answer = { verifyKey, verifyCode: value.trim() };
    refresh();
    return answer;
  }, [verifyKey, value, refresh]);
  return {
    verifyKey,
    value,
    error,
    src: image.data,
    loading: image.isPending,
    refresh,
    take,
    setError,
    onChange: (next: string) => {
      setValue(next);
      setError(undefined);
    },
  };
}
