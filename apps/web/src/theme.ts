import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm lens teal: shade 7 carries white text at 6.1:1 and is the link colour on white (6.1:1).
const lens: MantineColorsTuple = [
  '#e6f6f8',
  '#cfe9ee',
  '#9fd2dc',
  '#6bbac9',
  '#40a5b8',
  '#2397ab',
  '#0e8397',
  '#0a6c7d',
  '#075867',
  '#03434f',
];

// A warm accent for highlights (reward amounts, the Questions button): shade 7 on white is 5.4:1.
const coral: MantineColorsTuple = [
  '#fff0ec',
  '#ffdfd6',
  '#ffbcab',
  '#ff967c',
  '#fb7554',
  '#f45f3b',
  '#e0492a',
  '#c13a20',
  '#a12f18',
  '#822410',
];

// Mantine's red with shade 6 darkened: form errors (--mantine-color-error is red.6) read at
// 5.4:1 on white instead of 3.4:1 (axe: color-contrast); the other shades are Mantine's own.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#f03e3e',
  '#e03131',
  '#c92a2a',
];

export const theme = createTheme({
  colors: { lens, coral, red },
  primaryColor: 'lens',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A label longer than the room it has (Spanish on a phone) wraps onto a second line instead
    // of being cut (issue 29); a one-line button keeps Mantine's height.
    Button: {
      defaultProps: { size: 'md' },
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
        inner: { paddingBlock: 'calc(var(--mantine-spacing-xs) / 2)' },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
      },
    },
    TextInput: { defaultProps: { size: 'md' } },
    Modal: {
      defaultProps: { centered: true, radius: 'md' },
      styles: { title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } },
    },
    Anchor: { defaultProps: { underline: 'always' } },
    // Field hints in gray.8: the default dimmed grey is 3.3:1 on white (axe: color-contrast).
    InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-8)' } } },
    Table: { styles: { caption: { color: 'var(--mantine-color-gray-8)' } } },
    // Alert titles in the text colour: the light variants' tinted titles fail AA on their tint.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // A loader is a live status, so the label most of them carry is announced (and allowed: on
    // a plain span, axe reports aria-label as prohibited).
    Loader: { defaultProps: { role: 'status' } },
    // A badge grows and wraps at spaces instead of cutting its text ("APPR…"): Mantine's label
    // hides its overflow, which lets a narrow table column shrink it to nothing.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      },
    },
  },
});
