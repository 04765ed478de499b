import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack =
  '"Noto Sans SC", -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif';

// A deep, sober blue: the brand of the buyer portal and the default accent everywhere.
const brand = {
  50: { value: '#eef4fc' },
  100: { value: '#d6e3f7' },
  200: { value: '#adc6ee' },
  300: { value: '#7ea3e0' },
  400: { value: '#4f7ecd' },
  500: { value: '#2f5fb3' },
  600: { value: '#224b96' },
  700: { value: '#1b3c7a' },
  800: { value: '#163163' },
  900: { value: '#11264d' },
  950: { value: '#0a1730' },
};

// Slot recipes need their slots restated when overridden, so start from Chakra's own definition.
function compact(name: 'nativeSelect' | 'select' | 'table') {
  const base = defaultConfig.theme?.slotRecipes?.[name];
  if (!base) throw new Error(`Chakra has no slot recipe ${name}`);
  return { ...base, defaultVariants: { ...base.defaultVariants, size: 'sm' } };
}

const config = defineConfig({
  theme: {
    tokens: {
      colors: { brand },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
        },
        // The page canvas behind cards: a cool grey, so white surfaces stand out.
        canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      },
    },
    // Compact density: enterprise screens show many fields and rows at once.
    recipes: {
      button: { defaultVariants: { size: 'sm' } },
      input: { defaultVariants: { size: 'sm' } },
      textarea: { defaultVariants: { size: 'sm' } },
    },
    slotRecipes: {
      nativeSelect: compact('nativeSelect'),
      select: compact('select'),
      table: compact('table'),
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'canvas', color: 'fg', fontSize: 'sm' },
  },
});

/** The Chakra system of every web app: brand tokens, Noto Sans SC stack, compact defaults. */
export const system = createSystem(defaultConfig, config);
