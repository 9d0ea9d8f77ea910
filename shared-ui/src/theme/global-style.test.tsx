import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

// Collected as the shell's server render collects it: under jest, styled-components resolves to its server
// build, which never injects global styles into jsdom. (jsdom's cascade also ignores !important.)
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

test('the hidden attribute beats any display a component sets: every page gets [hidden] { display: none !important }', () => {
  expect(globalCss()).toContain('[hidden]{display:none!important;}');
});

test('while the page holds a click for its code, the pointer shows it is busy', () => {
  expect(globalCss()).toContain('html.np-waiting,html.np-waiting *{cursor:progress;}');
});
