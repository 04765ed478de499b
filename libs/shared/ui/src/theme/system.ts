import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';

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

const compact = <T extends { defaultVariants?: object }>(recipe: T): T => ({
  ...recipe,
  defaultVariants: { ...recipe.defaultVariants, size: 'sm' },
});

/*
 * Only the recipes of the components the portal uses are in the system (the full set costs about
 * 10 KB gzip in every app's entry chunk). A Chakra component whose recipe is missing renders
 * unstyled: when you start using one (a DatePicker, a Carousel…), add its recipe here.
 */
const recipes = {
  badge: chakraTheme.badgeRecipe,
  button: compact(chakraTheme.buttonRecipe),
  checkmark: chakraTheme.checkmarkRecipe,
  code: chakraTheme.codeRecipe,
  // The series swatches of chart legends and tooltips (@chakra-ui/charts): unstyled, they draw nothing.
  colorSwatch: chakraTheme.colorSwatchRecipe,
  container: chakraTheme.containerRecipe,
  heading: chakraTheme.headingRecipe,
  icon: chakraTheme.iconRecipe,
  input: compact(chakraTheme.inputRecipe),
  inputAddon: chakraTheme.inputAddonRecipe,
  kbd: chakraTheme.kbdRecipe,
  link: chakraTheme.linkRecipe,
  mark: chakraTheme.markRecipe,
  radiomark: chakraTheme.radiomarkRecipe,
  separator: chakraTheme.separatorRecipe,
  skeleton: chakraTheme.skeletonRecipe,
  skipNavLink: chakraTheme.skipNavLinkRecipe,
  spinner: chakraTheme.spinnerRecipe,
  textarea: compact(chakraTheme.textareaRecipe),
};

const slotRecipes = {
  accordion: chakraTheme.accordionSlotRecipe,
  alert: chakraTheme.alertSlotRecipe,
  avatar: chakraTheme.avatarSlotRecipe,
  breadcrumb: chakraTheme.breadcrumbSlotRecipe,
  card: chakraTheme.cardSlotRecipe,
  checkbox: chakraTheme.checkboxSlotRecipe,
  collapsible: chakraTheme.collapsibleSlotRecipe,
  combobox: chakraTheme.comboboxSlotRecipe,
  dataList: chakraTheme.dataListSlotRecipe,
  dialog: chakraTheme.dialogSlotRecipe,
  drawer: chakraTheme.drawerSlotRecipe,
  emptyState: chakraTheme.emptyStateSlotRecipe,
  // A disabled field's label stays readable (the default half opacity gives 3.7:1 on white).
  field: {
    ...chakraTheme.fieldSlotRecipe,
    base: {
      ...chakraTheme.fieldSlotRecipe.base,
      label: { ...chakraTheme.fieldSlotRecipe.base?.label, _disabled: { opacity: '0.75' } },
    },
  },
  fieldset: chakraTheme.fieldsetSlotRecipe,
  fileUpload: chakraTheme.fileUploadSlotRecipe,
  list: chakraTheme.listSlotRecipe,
  menu: chakraTheme.menuSlotRecipe,
  nativeSelect: compact(chakraTheme.nativeSelectSlotRecipe),
  numberInput: chakraTheme.numberInputSlotRecipe,
  popover: chakraTheme.popoverSlotRecipe,
  progress: chakraTheme.progressSlotRecipe,
  radioGroup: chakraTheme.radioGroupSlotRecipe,
  scrollArea: chakraTheme.scrollAreaSlotRecipe,
  select: compact(chakraTheme.selectSlotRecipe),
  stat: chakraTheme.statSlotRecipe,
  status: chakraTheme.statusSlotRecipe,
  steps: chakraTheme.stepsSlotRecipe,
  switch: chakraTheme.switchSlotRecipe,
  table: compact(chakraTheme.tableSlotRecipe),
  tabs: chakraTheme.tabsSlotRecipe,
  tag: chakraTheme.tagSlotRecipe,
  timeline: chakraTheme.timelineSlotRecipe,
  // The description's 0.8 opacity leaves white on the error red at 3.4:1 (axe on the session timeout).
  toast: {
    ...chakraTheme.toastSlotRecipe,
    base: {
      ...chakraTheme.toastSlotRecipe.base,
      description: { ...chakraTheme.toastSlotRecipe.base?.description, opacity: '1' },
    },
  },
  tooltip: chakraTheme.tooltipSlotRecipe,
};

const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix: chakraTheme.cssVarsPrefix,
  cssVarsRoot: chakraTheme.cssVarsRoot,
  globalCss: chakraTheme.globalCss,
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    tokens: chakraTheme.tokens,
    semanticTokens: chakraTheme.semanticTokens,
    recipes,
    slotRecipes,
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    animationStyles: chakraTheme.animationStyles,
  },
});

const brandConfig = defineConfig({
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
        // WCAG AA (axe over the stories): the default error red (#ef4444, 3.8:1) and the white-on-green /
        // white-on-orange solid badges and buttons (3.3:1, 3.6:1) are one shade too light on white.
        // fg.subtle (gray.400, 2.6:1 on white) fails for the codes and hints written in it: one shade darker.
        // fg.success (green.600, 3.3:1 on white: "Check passed" on an invoice) and fg.warning likewise.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.400}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } } },
        // White on the supplier portal's teal (teal.600, 3.7:1) fails too (axe on /userSetting/address).
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.600}' } } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'canvas', color: 'fg', fontSize: 'sm' },
  },
});

/** The Chakra system of every web app: brand tokens, Noto Sans SC stack, compact defaults. */
export const system = createSystem(defaultBaseConfig, chakraDefaults, brandConfig);
