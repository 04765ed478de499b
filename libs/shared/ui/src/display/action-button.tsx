import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { GUARD_WINDOW_MS, useGuardedAction } from './use-guarded-action.ts';

export type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The server call; repeat clicks within `guardMs` or while it runs are ignored. */
  onAction: () => unknown;
  guardMs?: number;
};

/** A button for actions that call the server, with the double-click guard of spec §9. */
export function ActionButton({ onAction, guardMs = GUARD_WINDOW_MS, ...rest }: ActionButtonProps) {
  const { run, pending } = useGuardedAction(onAction, guardMs);
  // The label stays visible beside the spinner, so the button keeps its accessible name while pending.
  return <Button loadingText={rest.children} {...rest} loading={pending} onClick={() => void run()} />;
}
