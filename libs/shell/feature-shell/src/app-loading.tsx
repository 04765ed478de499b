/*
 * Plain markup and CSS, no Chakra: this is react-router's HydrateFallback, shown before the lazily
 * loaded root layout (and with it the Chakra system) has arrived. The colours are the theme's
 * `canvas` (gray.50) and `brand.solid` (brand.600), the size Chakra's `lg` spinner.
 */
const SPIN_CSS = '@keyframes procure-boot-spin{to{transform:rotate(360deg)}}';

/** Shown while the first route modules load (react-router's HydrateFallback). */
export function AppLoading() {
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fafafa',
      }}
    >
      <style>{SPIN_CSS}</style>
      <span
        style={{
          width: '2.5rem',
          height: '2.5rem',
          borderRadius: '50%',
          border: '3px solid #224b96',
          borderBottomColor: 'transparent',
          borderInlineStartColor: 'transparent',
          animation: 'procure-boot-spin 0.65s linear infinite',
        }}
      />
    </div>
  );
}
