import { type CSSVariablesResolver, Loader, type MantineColorsTuple, createTheme } from '@mantine/core';
import { BREAKPOINT_THRESHOLDS, SCROLLBAR_ALLOWANCE } from '../../lib/breakpoints.js';

/** The portal's colours (SPEC §9, src/web/styles/theme.css): primary red, secondary dark blue. */
const noksRed: MantineColorsTuple = ['#ffebee', '#ffcdd2', '#ef9a9a', '#e57373', '#ef5350', '#f44336', '#e53935', '#c62828', '#b71c1c', '#8e1212'];
const noksBlue: MantineColorsTuple = ['#e3f2fd', '#bbdefb', '#90caf9', '#64b5f6', '#42a5f5', '#2196f3', '#1e88e5', '#1565c0', '#0d47a1', '#0a3880'];

const em = (px: number) => `${px / 16}em`;

/**
 * The breakpoints of SPEC §9 as Mantine reads them (where each size starts), the same ranges as
 * the public site's (src/web/lib/breakpoints.ts): sm from 600, md from 960, lg from 1264 (the
 * mobile breakpoint), xl from 1904.
 */
const breakpoints = {
  xs: em(0),
  sm: em(BREAKPOINT_THRESHOLDS.xs),
  md: em(BREAKPOINT_THRESHOLDS.sm),
  lg: em(BREAKPOINT_THRESHOLDS.md - SCROLLBAR_ALLOWANCE),
  xl: em(BREAKPOINT_THRESHOLDS.lg - SCROLLBAR_ALLOWANCE),
};

export const dashboardTheme = createTheme({
  breakpoints,
  primaryColor: 'noksRed',
  // Shade 8 is the portal's #b71c1c: white text on it is 6.6:1.
  primaryShade: 8,
  colors: { noksRed, noksBlue },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  // Visible focus for keyboard users on every control (Mantine shows it on :focus-visible).
  focusRing: 'auto',
  defaultRadius: 'sm',
  components: {
    // A loader is named by its aria-label, which a span may carry only with a role: it says "loading".
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/**
 * Mantine's default grey texts and error red fall below WCAG AA (4.5:1) on white; the portal's
 * own muted grey (7:1) and error dark orange (5.6:1) replace them.
 */
export const dashboardCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#595959',
    '--mantine-color-placeholder': '#6b6b6b',
    '--mantine-color-error': '#bf360c',
    '--mantine-color-anchor': '#0d47a1',
  },
  dark: {},
});
