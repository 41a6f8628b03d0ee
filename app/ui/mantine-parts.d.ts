// Types of the per-component Mantine imports (tsconfig "paths" @mantine-part/*): each names one
// ESM module of @mantine/core, typed by the package's own declarations. Why: esbuild, which the
// Remix compiler uses, puts every module re-exported by a barrel that several routes import into one
// shared chunk, so importing from '@mantine/core' made every page download every Mantine component
// any page uses (40 KB gzip instead of ~19 KB for a public page). tests/unit/mantine-imports.test.ts
// keeps value imports off the barrel.
declare module '@mantine-part/alert' {
  export { Alert } from '@mantine/core';
}
declare module '@mantine-part/badge' {
  export { Badge } from '@mantine/core';
}
declare module '@mantine-part/button' {
  export { Button } from '@mantine/core';
}
declare module '@mantine-part/card' {
  export { Card } from '@mantine/core';
}
declare module '@mantine-part/checkbox' {
  export { Checkbox } from '@mantine/core';
}
declare module '@mantine-part/loader' {
  export { Loader } from '@mantine/core';
}
declare module '@mantine-part/modal' {
  export { Modal } from '@mantine/core';
}
declare module '@mantine-part/native-select' {
  export { NativeSelect } from '@mantine/core';
}
declare module '@mantine-part/radio' {
  export { Radio } from '@mantine/core';
}
declare module '@mantine-part/table' {
  export { Table } from '@mantine/core';
}
declare module '@mantine-part/text-input' {
  export { TextInput } from '@mantine/core';
}
declare module '@mantine-part/provider' {
  export { MantineProvider } from '@mantine/core';
}
declare module '@mantine-part/context' {
  export { MantineContext } from '@mantine/core';
}
declare module '@mantine-part/theme-provider' {
  export { MantineThemeProvider } from '@mantine/core';
}
declare module '@mantine-part/html-props' {
  export { mantineHtmlProps } from '@mantine/core';
}
declare module '@mantine-part/create-theme' {
  export { createTheme } from '@mantine/core';
}
