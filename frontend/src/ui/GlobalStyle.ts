import { createGlobalStyle } from 'styled-components';
import { media, theme } from './theme';

/**
 * The page's base styles. Notes on them stay here, out of the CSS: a comment inside the template
 * is shipped in the bundle and parsed again by styled-components in every browser.
 * - `scroll-padding-top`: anchored sections (About page) must not hide under the sticky header
 *   (two rows on tablets).
 * - `html[data-hydrating] button`: a server-rendered page until it has hydrated (the server marks
 *   <html>, RootLayout unmarks it): its links and forms work already; a press on a button is held
 *   until React listens (index.html's script, entry-client.tsx) and a pointer over one says so.
 * - `[data-server-html]`: a region kept as the server's HTML (ui/ServerHtml.tsx) is no box of its own.
 * - `:focus-visible`: one visible focus style for native elements and react-aria components alike.
 *
 * It reads the theme's values directly, not through props: a global style with no function in it
 * is static, and styled-components then keeps the rules the server sent when the page hydrates.
 * With functions it compiled them again and, as a global style's mount does, deleted and
 * re-inserted every one, each time making the browser recompute the whole page's style (its rules
 * are `html`, `body`, `*`).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
    ${media.md} {
      scroll-padding-top: calc(${theme.layout.headerHeight} * 2);
    }
    ${media.lg} {
      scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
    }
  }

  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }

  html[data-hydrating] button {
    cursor: progress;
  }

  [data-server-html] {
    display: contents;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.paper};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  #root { min-height: 100vh; display: flex; flex-direction: column; }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    font-weight: ${theme.fontWeight.semibold};
    line-height: ${theme.lineHeight.tight};
    letter-spacing: -0.01em;
    text-wrap: balance;
  }

  p { margin: 0; text-wrap: pretty; }
  ul, ol { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }

  a { color: inherit; text-underline-offset: 0.2em; }

  :focus { outline: none; }
  :focus-visible,
  [data-focus-visible] {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  .sr-only {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  ::selection { background: ${theme.color.accentSoft}; }
`;
