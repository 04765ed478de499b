import { Button, Flex, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatusPageProps = {
  code: string;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  fullPage?: boolean;
};

/** 404, 403 and failure pages: a large code, a title, one sentence and a way out. */
export function StatusPage({ code, title, description, action, fullPage = true }: StatusPageProps) {
  return (
    <Flex
      minH={fullPage ? '100dvh' : '60vh'}
      align="center"
      justify="center"
      bg={fullPage ? 'canvas' : undefined}
      px="4"
    >
      <VStack gap="3" textAlign="center" maxW="md">
        <Text fontSize="6xl" fontWeight="bold" color="brand.600" lineHeight="1" letterSpacing="tight">
          {code}
        </Text>
        <Heading size="xl">{title}</Heading>
        <Text color="fg.muted">{description}</Text>
        {action ? <Flex pt="3">{action}</Flex> : null}
      </VStack>
    </Flex>
  );
}

export function HomeButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand">
      <a href="/">{children}</a>
    </Button>
  );
}
