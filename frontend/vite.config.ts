/// <reference types="vitest/config" />
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const CSP_NONCE_PLACEHOLDER = 'THREADLINE_CSP_NONCE';

/** Tests that need a module's state as a fresh page has it: styled-components' one sheet, here. */
const ISOLATED_TESTS = ['src/app/server-styles.test.ts'];

const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;
// Everything the API answers itself; the rest is the single-page app.
const apiPaths = ['/graphql', '/graphql-explorer', '/api', '/media', '/healthz'];

/**
 * Workspace packages (today @threadline/domain) are used from their TypeScript source, the entry
 * their package.json exports under the `source` condition, so no build of them is needed.
 *
 * Why not simply `resolve.conditions: ['source', ...]`: react-aria-components, react-aria and
 * react-stately also declare a `source` condition, pointing at files they do not publish. Vite's
 * dev server and vitest then fail to resolve them ("Failed to resolve import
 * react-aria-components"). So the condition is applied to our own packages only.
 */
function workspaceSource(packages: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    packages.map((name) => {
      const manifestUrl = new URL(`../node_modules/${name}/package.json`, import.meta.url);
      const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as { exports: { '.': { source: string } } };
      return [name, fileURLToPath(new URL(manifest.exports['.'].source, manifestUrl))];
    }),
  );
}

/**
 * The page's scripts ask for low fetch priority. The server's HTML already shows the page, with its
 * styles inline; its scripts only make it interactive. On a phone's connection, high priority goes
 * to what the shopper sees first (the document and the hero or first cards' images, which ask for
 * `fetchpriority="high"`), and the scripts take the bandwidth those leave. The server renderer's
 * own preload tags do the same (src/app/module-preload.ts).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'threadline-scripts-at-low-priority',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" '),
    },
  };
}

const GENERATED_DIR = fileURLToPath(new URL('./src/graphql/generated/', import.meta.url));
/** A `graphql(`...`)` call of the codegen client preset, with its document (no `${}` inside). */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;
const DOCUMENT_MODULE = 'virtual:threadline-graphql-document/';

/** A generated file's text, read again whenever codegen rewrote it. */
function generatedFile(name: string): () => string {
  let read: { mtimeMs: number; text: string } | undefined;
  return () => {
    const file = path.join(GENERATED_DIR, name);
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, text: readFileSync(file, 'utf8') };
    return read.text;
  };
}

/**
 * Each `graphql(`...`)` call becomes an import of that one document, in a module of its own, as
 * the codegen client preset's Babel and SWC plugins do ("Reducing bundle size" in its
 * documentation). Unchanged, the preset's `graphql()` looks the text up in a map of every document
 * of the app (the back office's among them), so a page that asks for one document downloaded and
 * evaluated them all: 7.5 KB gzip, about 160 KB of object literals, on the home page's critical
 * path. The map in `gql.ts` says which generated export a text is; `graphql.ts` holds that export's
 * document, one object literal per line, self-contained (its fragments included). A text missing
 * from the map (codegen not run after an edit) stops the build.
 */
function graphqlDocumentModules(): Plugin {
  const documentMap = generatedFile('gql.ts');
  const documents = generatedFile('graphql.ts');
  const exportOf = (text: string): string | undefined => {
    const key = `    ${JSON.stringify(text)}: types.`;
    const at = documentMap().indexOf(key);
    return at < 0 ? undefined : /^\w+/.exec(documentMap().slice(at + key.length))?.[0];
  };
  return {
    name: 'threadline-graphql-document-modules',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const document = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, 'm').exec(documents())?.[1];
      if (!document) this.error(`No document ${name} in the generated graphql.ts; run \`npm run codegen\``);
      return `export default ${document};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || file.startsWith(GENERATED_DIR) || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const transformed = code.replace(GRAPHQL_CALL, (_call, text: string) => {
        const name = exportOf(text);
        if (!name) this.error(`${file}: a graphql() document the generated code does not know; run \`npm run codegen\``);
        names.add(name);
        // Prefixed: the module usually exports the document under the generated name itself.
        return `__document_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import __document_${name} from ${JSON.stringify(DOCUMENT_MODULE + name)};`).join('\n');
      return { code: `${imports}\n${transformed}`, map: null };
    },
  };
}

/** react-aria's module that finds the browser's locale (react-aria 3.x; checked at build, below). */
const REACT_ARIA_DEFAULT_LOCALE_MODULE = '/react-aria/dist/private/i18n/useDefaultLocale.mjs';

/**
 * react-aria takes its locale from the browser's language, which it checks at import with
 * `Intl.DateTimeFormat.supportedLocalesOf`: on a first visit that loads ICU's list of locales,
 * 10 to 30 ms (four times that on a mid-range phone) inside the task that starts the page, before
 * hydration can begin. The store speaks English only (index.html's lang="en"), and the server
 * already renders react-aria with its SSR default, en-US. So react-aria's locale module is replaced
 * by that one fixed locale, in the browser and on the server alike: the page starts without the
 * probe, and a shopper whose browser is set to another language sees the same labels as the
 * server's HTML rather than a mix.
 */
function reactAriaStoreLocale(): Plugin {
  let replaced = false;
  return {
    name: 'threadline-react-aria-store-locale',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith(REACT_ARIA_DEFAULT_LOCALE_MODULE)) return null;
      replaced = true;
      return [
        "const STORE_LOCALE = Object.freeze({ locale: 'en-US', direction: 'ltr' });",
        'export function getDefaultLocale() { return STORE_LOCALE; }',
        'export function useDefaultLocale() { return STORE_LOCALE; }',
      ].join('\n');
    },
    generateBundle() {
      // A react-aria that moved the module would otherwise bring the probe back without a word.
      if (!replaced) this.error(`react-aria no longer has ${REACT_ARIA_DEFAULT_LOCALE_MODULE}: update reactAriaStoreLocale in vite.config.ts`);
    },
  };
}

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
/** `import styled ... from 'styled-components'`: the name the module gives styled-components' default export. */
const STYLED_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*["']styled-components["']/;
/** The index just past the string or template literal that starts at `start` (a quote or a backtick). */
function skipLiteral(code: string, start: number): number {
  const quote = code[start];
  for (let at = start + 1; at < code.length; at += 1) {
    if (code[at] === '\\') at += 1;
    else if (code[at] === quote) return at + 1;
    else if (quote === '`' && code.startsWith('${', at)) at = skipInterpolation(code, at + 2) - 1;
  }
  return code.length;
}

/** The index just past the `}` that closes a template's `${` whose expression starts at `start`. */
function skipInterpolation(code: string, start: number): number {
  let depth = 1;
  for (let at = start; at < code.length; at += 1) {
    const char = code[at];
    if (char === '"' || char === "'" || char === '`') at = skipLiteral(code, at) - 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at + 1;
  }
  return code.length;
}

/**
 * A styled template's CSS without its line breaks and indentation: each run of white space that
 * holds a line break becomes one space (none at the template's ends), and CSS comments go. The
 * text is what ships and what styled-components hashes and parses in the browser; the CSS it
 * makes is the same. Interpolations (`${...}`) are left as they are.
 */
function minifyTemplate(code: string, start: number): { text: string; end: number } {
  let text = '`';
  let chunk = '';
  const flush = (isLast: boolean) => {
    let css = chunk.replace(/\/\*[\s\S]*?\*\//g, '').replace(/[ \t]*\n\s*/g, ' ');
    if (text === '`') css = css.trimStart();
    if (isLast) css = css.trimEnd();
    text += css;
    chunk = '';
  };
  for (let at = start + 1; at < code.length; at += 1) {
    if (code[at] === '\\') {
      chunk += code.slice(at, at + 2);
      at += 1;
    } else if (code[at] === '`') {
      flush(true);
      return { text: `${text}\``, end: at + 1 };
    } else if (code.startsWith('${', at)) {
      flush(false);
      const end = skipInterpolation(code, at + 2);
      text += code.slice(at, end);
      at = end - 1;
    } else chunk += code[at];
  }
  return { text: code.slice(start), end: code.length };
}


/**
 * A short, stable name for a source file: FNV-1a of its path under src/, five letters or digits
 * (each id ships in the bundle; two files that got the same name stop the build, see below).
 */
function fileTag(relativePath: string): string {
  let hash = 0x811c9dc5;
  for (const char of relativePath) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (hash % 36 ** 5).toString(36).padStart(5, '0');
}

/** The index just past the `)` that closes the `(` at `open`, or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let at = open; at < code.length; at += 1) {
    if (code[at] === '(') depth += 1;
    else if (code[at] === ')' && --depth === 0) return at + 1;
  }
  return -1;
}

/**
 * Every styled component gets a `componentId` made from its file and its place in it, as
 * babel-plugin-styled-components does (`ssr: true`). Without one, styled-components numbers its
 * components in the order their modules are evaluated: the server renderer evaluates every page's
 * modules in the order pages were first asked for, the browser only this page's, so the two named
 * the same component differently. Hydration then found none of the server's rules under the
 * browser's names, compiled each hydrated component's CSS again (stylis) and inserted it as a new
 * rule, and every inserted rule made the browser recompute the whole page's style: about a third
 * of the rules in a hydrated home page were the server's again under other names. With one id on
 * both sides the browser finds the server's rules and compiles and inserts nothing for them.
 * `styled.tag` and `styled(Component)` become `styled.tag.withConfig({ componentId })` and
 * `styled(Component).withConfig({ componentId })`; what follows (`.attrs`, another `withConfig`,
 * the template) is unchanged.
 */
function styledComponentIds(): Plugin {
  const fileOfTag = new Map<string, string>();
  return {
    name: 'threadline-styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(SOURCE_DIR) || !/\.[jt]sx?$/.test(file)) return null;
      if (!code.includes('styled-components')) return null;
      const local = STYLED_IMPORT.exec(code)?.[1] ?? '\0';
      const relativePath = path.relative(SOURCE_DIR, file).replaceAll('\\', '/');
      const tag = fileTag(relativePath);
      const other = fileOfTag.get(tag);
      if (other && other !== relativePath) this.error(`${relativePath} and ${other} got the same styled-components id prefix ${tag}: change fileTag`);
      fileOfTag.set(tag, relativePath);
      const constructor = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}(?:\\.([A-Za-z][\\w]*)\\b|\\()`, 'g');
      let out = '';
      let from = 0;
      let count = 0;
      for (let match = constructor.exec(code); match; match = constructor.exec(code)) {
        const end = match[1] ? match.index + match[0].length : closingParen(code, match.index + match[0].length - 1);
        if (end < 0 || match.index < from) continue;
        count += 1;
        out += `${code.slice(from, end)}.withConfig({ componentId: "s${tag}${count.toString(36)}" })`;
        from = end;
        // The component's template, after any `.attrs(...)` or `.withConfig(...)` of its own.
        let at = end;
        for (let chain = /^\s*\.(?:attrs|withConfig)\s*\(/.exec(code.slice(at)); chain; chain = /^\s*\.(?:attrs|withConfig)\s*\(/.exec(code.slice(at))) {
          at = closingParen(code, at + chain[0].length - 1);
          if (at < 0) break;
        }
        const template = at < 0 ? null : /^\s*`/.exec(code.slice(at));
        if (template) {
          const { text, end: templateEnd } = minifyTemplate(code, at + template[0].length - 1);
          out += code.slice(from, at + template[0].length - 1) + text;
          from = templateEnd;
        }
        constructor.lastIndex = from;
      }
      // css`...`, keyframes`...` and createGlobalStyle`...`, by the names the module imports them as.
      const helperNames = /\bimport\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']styled-components["']/.exec(code)?.[1]
        ?.split(',')
        .map((name) => name.trim().split(/\s+as\s+/))
        .filter(([imported]) => imported === 'css' || imported === 'keyframes' || imported === 'createGlobalStyle')
        .map((names) => names.at(-1));
      if (count === 0 && !helperNames?.length) return null;
      let result = out + code.slice(from);
      if (helperNames?.length) {
        const helper = new RegExp(`(?<![\\w$.])(?:${helperNames.join('|')})\\s*\``, 'g');
        let minified = '';
        let copied = 0;
        for (let match = helper.exec(result); match; match = helper.exec(result)) {
          if (match.index < copied) continue;
          const { text, end } = minifyTemplate(result, match.index + match[0].length - 1);
          minified += result.slice(copied, match.index + match[0].length - 1) + text;
          copied = end;
          helper.lastIndex = end;
        }
        result = minified + result.slice(copied);
      }
      return { code: result, map: null };
    },
  };
}

/**
 * The packages the server renderer compiles itself in development (`npm run dev`, where the API
 * loads it through Vite's `ssrLoadModule`): the two that cannot be imported from node_modules at
 * run time (see `ssr` below). The rest (React, react-router, Apollo Client) are CommonJS or plain
 * ESM that Node imports as they are, which Vite's dev transform could not do for CommonJS.
 */
const DEV_SERVER_COMPILED_PACKAGES = ['styled-components', /^react-aria/, /^@react-aria\//, /^react-stately/, /^@react-stately\//, /^@internationalized\//];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    graphqlDocumentModules(),
    reactAriaStoreLocale(),
    styledComponentIds(),
    scriptsAtLowPriority(),
    // Brotli and gzip copies of every text asset next to the original, made once at build time
    // at the highest levels, so the server sends them with no per-request compression work.
    // Not index.html: the server renders it per response with a fresh CSP nonce. Not the server
    // renderer either: it is never sent to a browser.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/index\.html$/] })]),
  ],
  html: {
    // Written into the built index.html (a <meta property="csp-nonce"> that styled-components
    // reads for its <style> element, and Vite's own tags); the server replaces it with a fresh
    // nonce per response and sends the matching Content-Security-Policy. Same string as
    // CSP_NONCE_PLACEHOLDER in graphql-api/src/modules/security/security-headers.ts.
    cspNonce: CSP_NONCE_PLACEHOLDER,
  },
  resolve: {
    alias: workspaceSource(['@threadline/domain']),
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget }])),
  },
  preview: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget }])),
  },
  ssr: {
    // The server renderer bundles every package it uses, so that it runs React's production build
    // (with NODE_ENV fixed below) whatever NODE_ENV the server process has: README's default is
    // development, and React's development build renders a page several times slower. Bundling also
    // settles two packages that cannot be imported from node_modules at run time: styled-components
    // (its Node entry is CommonJS whose default export Node's ESM loader does not see) and
    // react-aria (its `source` export condition names files it does not publish, and the API's own
    // scripts run under that condition). Only graphql stays an import: the API's schema and Apollo
    // Client must share one copy of it.
    noExternal: command === 'build' ? true : DEV_SERVER_COMPILED_PACKAGES,
    external: ['graphql'],
  },
  // React, react-router and Apollo Client choose their production builds by NODE_ENV; fixed for the
  // server renderer's bundle only (the browser's build gets it from Vite's production mode).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? // The server renderer (src/app/entry-server.tsx), beside the browser's bundle and never
      // inside it, so it is not served as an asset.
      { outDir: 'dist-server', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Read by the server for the pages' modulepreload links, and by
        // scripts/check-bundle-budget.mjs to add up what /shop/home downloads.
        manifest: true,
        // No preload helper around the route modules' dynamic imports: the first page's route
        // modules and their imports are named by the server's <link rel="modulepreload"> tags
        // (module-preload.ts), and the helper checking them again held the start's second task for
        // 50 ms on a phone (npm run main-thread-trace); with its lists of every route's imports (the
        // back office's too) and its polyfill it was 2.8 KB gzip of /shop/home's entry. A route
        // first opened by a navigation in the browser now finds its imports as its module loads:
        // most are the entry's shared chunks, already there.
        modulePreload: false,
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Each worker runs its files in one module registry and one jsdom instead of a fresh one per
    // file: importing React, Apollo, react-aria and styled-components again for each of ~50 files
    // was most of the suite's time (210 s against 75 s on 2 cores). Testing Library unmounts and
    // every test makes its own Apollo client, so no file sees another's DOM or cache. A file that
    // needs a library's module state fresh runs apart, in the `isolated` project. (Each project
    // names its own files: `extends` would add a shared `include` to the isolated project's.)
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED_TESTS } },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
  },
}));
