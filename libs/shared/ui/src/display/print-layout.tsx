import { Box, Flex, Heading, Image, Text, chakra } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type PrintLayoutProps = {
  /** The document title, e.g. "采购订单 / Purchase order". */
  title: string;
  companyName: string;
  logoUrl?: string | null;
  /** Right side of the header: document number, print date… */
  headerAside?: ReactNode;
  /** Footer text (signatures, page note). */
  footer?: ReactNode;
  /** Screen-only controls (Print / Back buttons); hidden on paper. */
  toolbar?: ReactNode;
  children: ReactNode;
};

// A4 with 15 mm margins; on paper the browser handles the page, on screen we draw it as a sheet.
const printCss = `
@page { size: A4; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  [data-print-hide] { display: none !important; }
  [data-print-sheet] { box-shadow: none !important; border: none !important; margin: 0 !important; width: auto !important; min-height: 0 !important; padding: 0 !important; }
  [data-print-sheet] thead { display: table-header-group; }
  [data-print-sheet] tr { break-inside: avoid; }
}
`;

/** A printable A4 page: company logo and name, title, content, footer; screen controls disappear on print. */
export function PrintLayout({
  title,
  companyName,
  logoUrl,
  headerAside,
  footer,
  toolbar,
  children,
}: PrintLayoutProps) {
  return (
    <Box bg="bg.muted" py="6" minH="100%">
      <chakra.style>{printCss}</chakra.style>
      {toolbar ? (
        <Flex data-print-hide="" justify="center" gap="2" mb="4">
          {toolbar}
        </Flex>
      ) : null}
      <Box
        data-print-sheet=""
        as="article"
        bg="white"
        color="black"
        mx="auto"
        w="210mm"
        maxW="100%"
        minH="297mm"
        px="15mm"
        py="15mm"
        boxShadow="md"
        display="flex"
        flexDirection="column"
      >
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="4"
          borderBottomWidth="2px"
          borderColor="black"
          pb="3"
        >
          <Flex align="center" gap="3" minW="0">
            {logoUrl ? (
              <Image src={logoUrl} alt={companyName} maxH="12" maxW="40" objectFit="contain" />
            ) : null}
            <Text fontWeight="semibold" fontSize="md">
              {companyName}
            </Text>
          </Flex>
          {headerAside ? (
            <Box fontSize="xs" textAlign="end">
              {headerAside}
            </Box>
          ) : null}
        </Flex>
        <Heading as="h1" size="xl" textAlign="center" my="5">
          {title}
        </Heading>
        <Box flex="1">{children}</Box>
        <Box as="footer" borderTopWidth="1px" borderColor="gray.400" pt="3" mt="6" fontSize="xs">
          {footer ?? <Trans>Printed from Procure Cloud</Trans>}
        </Box>
      </Box>
    </Box>
  );
}
