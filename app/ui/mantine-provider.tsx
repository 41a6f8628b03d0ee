// What Mantine's components need from MantineProvider, without the rest of it. The app renders the
// theme's CSS variables and global classes into its base stylesheet at build time
// (scripts/build-css.mjs), is light only, and has no colour-scheme switch, so MantineProvider's
// CSS-variable renderer, colour-scheme manager (localStorage, media query) and reduced-motion hook
// are dead weight in every page's JS: about 11 KB of the root chunk (3 KB gzip, issue 15). The
// markup is the same as MantineProvider's with withCssVariables and withGlobalClasses off.
import type { MantineThemeOverride } from '@mantine/core';
import { MantineContext } from '@mantine-part/context';
import { MantineThemeProvider } from '@mantine-part/theme-provider';
import type { ReactNode } from 'react';

const noop = () => {};
const context = {
  colorScheme: 'light' as const,
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => (typeof document === 'undefined' ? undefined : document.documentElement),
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function AppMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineContext.Provider value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext.Provider>
  );
}
