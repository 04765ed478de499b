import { useCartCount } from './use-cart-count.ts';
import { useUnreadMessageCount } from './use-messages.ts';

/**
 * The buyer top bar's badge counts (ShellLayout `useTopNavCounts`): unread messages and cart items,
 * each fetched only when the menu shows its target.
 */
export function useTopNavCounts(targets: { cart?: string; messages?: string }): {
  cart?: number | undefined;
  messages?: number | undefined;
} {
  const messages = useUnreadMessageCount(Boolean(targets.messages));
  const cart = useCartCount(Boolean(targets.cart));
  return { messages: messages.data, cart: cart.data };
}
