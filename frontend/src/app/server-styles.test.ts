import { __PRIVATE__ } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { adoptServerStyles, serverStyleTags } from './server-styles';

// What ServerStyleSheet#getStyleTags writes: each group's rules, then its mark naming the group's
// number, its component and the class names the server made for it.
const group = (number: number, id: string, names: string[], rules: string[]) =>
  [...rules, `data-styled.g${number}[id="${id}"]{content:"${names.map((name) => `${name},`).join('')}"}`].map((rule) => `${rule}/*!sc*/\n`).join('');
const styleTags = (css: string) => serverStyleTags(`<style data-styled="true" data-styled-version="6.6.0">${css}</style>`);

const selectors = (element: Element) => Array.from((element as HTMLStyleElement).sheet!.cssRules, (rule) => (rule as CSSStyleRule).selectorText);

describe('adoptServerStyles', () => {
  it('keeps the server’s element as the sheet, merges a slot’s element into it in the server’s order, and inserts new rules where their group goes', () => {
    document.head.innerHTML =
      styleTags(group(3, 'sc-base', ['a'], ['.a{color:red}']) + group(9, 'sc-card', ['c'], ['.c{color:blue}', '.c:hover{color:navy}'])) +
      styleTags(group(5, 'sc-slot', ['s'], ['.s{color:green}']));
    const [page] = document.head.querySelectorAll('style');
    expect(page!.outerHTML).not.toContain('data-styled-version');

    expect(adoptServerStyles(document)).toBe(true);

    // The very element the server sent, now the only one, with the slot's rule in its group's place.
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelector('style')).toBe(page);
    expect(page!.getAttribute('data-server-styles')).toBe('kept');
    expect(selectors(page!)).toEqual(['.a', 'data-styled.g3[id="sc-base"]', '.s', '.c', '.c:hover', 'data-styled.g9[id="sc-card"]']);

    // Hydrating components find their names and insert nothing.
    const { mainSheet } = __PRIVATE__;
    expect(['a', 's', 'c'].map((name, index) => mainSheet.hasNameForId(['sc-base', 'sc-slot', 'sc-card'][index]!, name))).toEqual([true, true, true]);

    // A new variant goes at the end of its component's group; a component the server never styled, after the server's.
    mainSheet.insertRules('sc-base', 'a2', ['.a2{color:orange}']);
    mainSheet.insertRules('sc-new', 'n', ['.n{color:black}']);
    expect(selectors(page!)).toEqual(['.a', 'data-styled.g3[id="sc-base"]', '.a2', '.s', '.c', '.c:hover', 'data-styled.g9[id="sc-card"]', '.n']);

    // A global style's group is cleared and written again when it mounts.
    mainSheet.clearRules('sc-card');
    mainSheet.insertRules('sc-card', 'c', ['.c{color:purple}']);
    expect(selectors(page!)).toEqual(['.a', 'data-styled.g3[id="sc-base"]', '.a2', '.s', '.c', '.n']);
  });
});
