import { useLingui } from '@lingui/react/macro';
import { HomeButton, StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="404"
      title={t`Page not found`}
      description={t`The page you asked for does not exist or has moved.`}
      action={<HomeButton>{t`Back to the home page`}</HomeButton>}
    />
  );
}
