import { createTheme } from '@mantine-part/create-theme';
import type { MantineColorsTuple } from '@mantine/core';
import { LIMITS } from '#contract/limits';

// The platform red (#CE141D, spec 9) at shade 6, Mantine's default primary shade.
const brand: MantineColorsTuple = ['#fdeced', '#f8d4d6', '#f0a7ab', '#e8777d', '#e14f56', '#dc343c', LIMITS.themeColor, '#b3101a', '#9f0c15', '#8a0710'];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
});
