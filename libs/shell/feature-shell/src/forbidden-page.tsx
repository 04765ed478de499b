import { useLingui } from '@lingui/react/macro';
import { HomeButton, StatusPage } from './status-page.tsx';

export function ForbiddenPage({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useLingui();
  return (
    <StatusPage
      code="403"
      fullPage={fullPage}
      title={t`No permission`}
      description={t`Your account may not open this page. Ask your administrator if you need it.`}
      action={<HomeButton>{t`Back to the home page`}</HomeButton>}
    />
  );
}
