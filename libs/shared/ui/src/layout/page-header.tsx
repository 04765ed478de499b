import { Flex, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
      <Flex direction="column" gap="0.5" flex="1" minW="0">
        <Heading as="h1" size="lg" fontWeight="semibold" lineClamp={2}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Flex>
      {actions ? (
        <HStack gap="2" flexShrink={0}>
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
