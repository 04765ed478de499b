import { Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '@procure/shared-codes';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { LoginForm } from './login-form.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';

export type LoginVariant = 'classic' | 'new';
export type LoginTabsProps = { site: Site; variant: LoginVariant; onLoggedIn: () => void };

/** Password or SMS code. Operations staff have the password login only. */
export function LoginTabs({ site, variant, onLoggedIn }: LoginTabsProps) {
  const { t } = useLingui();
  if (site === 'ops') return <LoginForm site={site} onLoggedIn={onLoggedIn} />;
  return (
    <Tabs.Root defaultValue="password" variant="line" fitted lazyMount>
      <Tabs.List mb="4">
        <Tabs.Trigger value="password">
          <KeyRound size={14} />
          {t`Password login`}
        </Tabs.Trigger>
        <Tabs.Trigger value="sms">
          <MessageSquareText size={14} />
          {t`SMS login`}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password" p="0">
        <LoginForm site={site} variant={variant} onLoggedIn={onLoggedIn} />
      </Tabs.Content>
      <Tabs.Content value="sms" p="0">
        <SmsLoginForm site={site} variant={variant} onLoggedIn={onLoggedIn} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
