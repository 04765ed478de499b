import {
  Bell,
  Building2,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  FileText,
  Download,
  House,
  ListChecks,
  MapPin,
  Package,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Truck,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

// Only the icons the menus use are imported, so the bundle does not carry the whole icon set.
const ICONS: Record<string, LucideIcon> = {
  home: House,
  house: House,
  homepage: House,
  setting: Settings,
  settings: Settings,
  user: UserCog,
  'user-cog': UserCog,
  userSetting: UserCog,
  address: MapPin,
  'map-pin': MapPin,
  order: ClipboardList,
  procurement: ShoppingCart,
  cart: ShoppingCart,
  supplier: Truck,
  vendor: Truck,
  approval: ClipboardCheck,
  'clipboard-check': ClipboardCheck,
  registration: ClipboardCheck,
  tenant: Building2,
  enterprise: Building2,
  staff: Users,
  payment: Wallet,
  report: ChartColumn,
  goods: Package,
  message: Bell,
  jobs: ListChecks,
  'list-checks': ListChecks,
  download: Download,
  shield: ShieldAlert,
  sendGuard: ShieldAlert,
  downloadCenter: Download,
};

export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = (name ? ICONS[name] : undefined) ?? FileText;
  return <Icon size={16} strokeWidth={1.8} aria-hidden="true" />;
}
