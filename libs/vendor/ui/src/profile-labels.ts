import { useLingui } from '@lingui/react/macro';
import type { ProfileChange } from './types.ts';

/** Labels of the profile's fields and of one changed field ("Bank account 2 · Account number"). */
export function useProfileLabels() {
  const { t } = useLingui();
  const enterprise: Record<string, string> = {
    name: t`Company name`,
    nameEn: t`English name`,
    legalRepresentative: t`Legal representative`,
    registeredCapital: t`Registered capital`,
    establishedOn: t`Established on`,
    address: t`Registered address`,
    website: t`Website`,
    businessScope: t`Business scope`,
  };
  const contact: Record<string, string> = {
    name: t`Name`,
    position: t`Position`,
    mobile: t`Mobile number`,
    email: t`E-mail address`,
    primary: t`Primary contact`,
  };
  const bank: Record<string, string> = {
    bankName: t`Bank`,
    accountName: t`Account name`,
    accountNo: t`Account number`,
    primary: t`Primary account`,
  };
  const fieldLabel = (change: ProfileChange): string => {
    const n = (change.index ?? 0) + 1;
    switch (change.section) {
      case 'enterprise':
        return enterprise[change.field] ?? change.field;
      case 'contact':
        return `${t`Contact ${n}`} · ${contact[change.field] ?? change.field}`;
      case 'bankAccount':
        return `${t`Bank account ${n}`} · ${bank[change.field] ?? change.field}`;
    }
  };
  /** A stored value as shown: booleans as yes / no, nothing as an em dash. */
  const valueText = (value: string | null): string =>
    value === null ? '—' : value === 'true' ? t`Yes` : value === 'false' ? t`No` : value;
  return { enterprise, contact, bank, fieldLabel, valueText };
}
