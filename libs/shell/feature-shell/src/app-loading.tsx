import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first route module loads (react-router's HydrateFallback) and while the user loads. */
export function AppLoading() {
  return (
    <Center minH="100dvh" bg="canvas">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
