import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
};

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <Inbox />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
