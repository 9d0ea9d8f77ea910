import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './ngn-styles';
import { markOutline, type Mark } from './part-marks';

type Layout = 'inline' | 'cell';

/** Inline parts flow with the passage's text; a table cell's part fills the cell. */
const layouts = {
  inline: css`
    /* A button is laid out as an inline block: its own line height keeps the underline under the words, and a
       part longer than the line wraps inside it. */
    display: inline;
    max-width: 100%;
    padding: 2px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    white-space: normal;
    text-align: left;
    border-width: 0 0 2px;
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.textMuted};
    border-radius: 0;
    /* Each line of a part that wraps keeps its own padding and highlight. */
    box-decoration-break: clone;
    -webkit-box-decoration-break: clone;
    &[data-mark] {
      border-width: 2px;
    }
  `,
  cell: css`
    display: block;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    text-align: left;
  `,
} satisfies Record<Layout, ReturnType<typeof css>>;

const Toggle = styled.button<{ $layout: Layout }>`
  margin: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${({ $layout }) => layouts[$layout]}
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Highlighted: the passage's text turned to white on blue, a change of lightness as well as colour. */
  &[aria-pressed='true'],
  &[aria-pressed='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${markOutline}
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export type HighlightToggleProps = Omit<ComponentProps<'button'>, 'type' | 'aria-pressed'> & {
  pressed: boolean;
  layout: Layout;
  mark?: Mark;
};

/** A part that can be highlighted: a native toggle button (aria-pressed) that looks like the text it holds. */
export function HighlightToggle({ pressed, layout, mark, ...rest }: HighlightToggleProps) {
  return <Toggle type="button" {...rest} aria-pressed={pressed} data-mark={mark} $layout={layout} />;
}
