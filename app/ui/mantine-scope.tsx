// Mantine's own components (Checkbox, Radio, Modal, Loader, Card) read the theme from a provider.
// Only the screens that render one carry it: in the root it put the theme provider, Mantine's
// default theme and its hooks into every page's JS (about 18 KB, 5 KB gzip; issue 15), while most
// pages render only the app's written-out components (app/components/button.tsx …), which need
// Mantine's stylesheet and no provider.
import type { ReactNode } from 'react';
import { theme } from '#app/theme';
import { AppMantineProvider } from './mantine-provider';

export function MantineScope({ children }: { children: ReactNode }) {
  return <AppMantineProvider theme={theme}>{children}</AppMantineProvider>;
}
