import { useLingui } from '@lingui/react/macro';
import { useImageCode, type ImageCodeAnswer } from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ERROR_CODES } from '@procure/shared-codes';
import { ImageCodeField } from '@procure/shared-ui';

/**
 * The image code of an SMS form: `answer()` checks that something is typed and hands it to one send
 * (a new picture appears at once); `refused(error)` puts a wrong-image-code answer beside the field.
 */
export function useImageCodeStep() {
  const { t } = useLingui();
  const imageCode = useImageCode();
  const answer = (): ImageCodeAnswer | null => {
    if (!imageCode.value.trim()) {
      imageCode.setError(t`Enter the image code`);
      return null;
    }
    return imageCode.take();
  };
  const refused = (error: unknown): boolean => {
    if (!isApiError(error) || error.errorCode !== ERROR_CODES.authInvalidVerifyCode) return false;
    imageCode.setError(error.desc);
    return true;
  };
  const field = (size?: 'md') => (
    <ImageCodeField
      value={imageCode.value}
      onChange={imageCode.onChange}
      error={imageCode.error}
      src={imageCode.src}
      loading={imageCode.loading}
      onRefresh={imageCode.refresh}
      {...(size ? { size } : {})}
    />
  );
  return { answer, refused, field };
}
