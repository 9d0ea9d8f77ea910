import { createGlobalStyle } from 'styled-components';
import { WAITING_CLASS } from '@nurseprep/contracts/server-rendering';
import { theme } from './theme';

/**
 * The page's global rules. Written from the theme's values, not from functions of the theme, so they are static:
 * as the browser hydrates the page it finds them among the server's rules and leaves them be. Rules built from
 * functions are taken out and put back on hydration, which makes the browser recompute the style of every
 * element on the page while it is still loading.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The UA's [hidden] { display: none } loses to any author display (a styled grid or flex), so an
     element hidden with the attribute stayed on screen; !important makes the attribute always win. */
  [hidden] { display: none !important; }
  html { -webkit-text-size-adjust: 100%; }
  /* A click held until the page's code answers it: the pointer says the page is busy. */
  html.${WAITING_CLASS}, html.${WAITING_CLASS} * { cursor: progress; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  h1, h2, h3, h4 { line-height: ${theme.lineHeights.tight}; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${theme.colors.primary}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
