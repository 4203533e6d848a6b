import { __PRIVATE__ } from 'styled-components';

/**
 * Marks a server-rendered `<style data-styled>` element, for adoptServerStyles rather than
 * styled-components' rehydration; the one the browser keeps as styled-components' sheet then says
 * `kept`.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The server's style tags as the page sends them. styled-components' own rehydration finds its
 * elements by their `data-styled-version`: without it, it leaves them to adoptServerStyles.
 */
export function serverStyleTags(tags: string): string {
  return tags.replace(/ data-styled-version="[^"]*"/g, ` ${SERVER_STYLES_ATTRIBUTE}`);
}

let keptServerStyles = false;

/**
 * Whether the page came with the server's styles and the browser kept them (adoptServerStyles):
 * its global style's rules among them.
 */
export function hasKeptServerStyles(): boolean {
  return keptServerStyles;
}

/** What KeptGroupedTag writes to: a style element's CSSOM (styled-components' `Tag`, less what only its server reads). */
interface RuleTag {
  insertRule(index: number, rule: string): boolean;
  deleteRule(index: number): void;
}

/** A group's closing mark in styled-components' output: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const GROUP_MARK = /^data-styled\.g(\d+)\[id="([\w-]+)"\]$/;

interface ServerGroup {
  group: number;
  id: string;
  names: string[];
  /** The group's rules in the element, its mark included. */
  rules: CSSRule[];
}

function groupsOf(sheet: CSSStyleSheet): ServerGroup[] {
  const groups: ServerGroup[] = [];
  let rules: CSSRule[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    rules.push(rule);
    const mark = rule instanceof CSSStyleRule ? GROUP_MARK.exec(rule.selectorText) : null;
    if (!mark) continue;
    const names = (rule as CSSStyleRule).style.getPropertyValue('content').replace(/^["']|["']$/g, '').split(',').filter(Boolean);
    groups.push({ group: Number(mark[1]), id: mark[2]!, names, rules });
    rules = [];
  }
  return groups;
}

/**
 * styled-components' grouped tag (each component's rules together, the groups in a fixed order)
 * over a style element whose rules are already there. styled-components' own tag orders groups by
 * the numbers its sheet gives components as it first meets them, the server's numbers where it
 * rehydrated the server's styles and after them the browser's; this one orders the server's groups
 * by the server's numbers (the element's order) and then the browser's own by its numbers, the
 * same order, whichever components the browser's modules happened to define first.
 */
class KeptGroupedTag {
  /** Each group's count of rules, by the sheet's group number. */
  private readonly sizes = new Map<number, number>();
  /** The server's number of each group the server sent, by the sheet's number. */
  private readonly serverGroups = new Map<number, number>();

  constructor(
    readonly tag: RuleTag,
    /** A number past the server's groups: the browser's own come after them. */
    private readonly serverEnd: number,
  ) {}

  /** A server's group, and where its rules are (they must be in the server's order). */
  addServerGroup(group: number, serverGroup: number, size: number): void {
    this.serverGroups.set(group, serverGroup);
    this.sizes.set(group, (this.sizes.get(group) ?? 0) + size);
  }

  private rank(group: number): number {
    return this.serverGroups.get(group) ?? this.serverEnd + group;
  }

  private indexOfGroup(group: number): number {
    const rank = this.rank(group);
    let index = 0;
    for (const [other, size] of this.sizes) if (this.rank(other) < rank) index += size;
    return index;
  }

  insertRules(group: number, rules: string[]): void {
    let index = this.indexOfGroup(group) + (this.sizes.get(group) ?? 0);
    for (const rule of rules) {
      if (this.tag.insertRule(index, rule)) {
        this.sizes.set(group, (this.sizes.get(group) ?? 0) + 1);
        index += 1;
      }
    }
  }

  clearGroup(group: number): void {
    const size = this.sizes.get(group) ?? 0;
    const start = this.indexOfGroup(group);
    this.sizes.set(group, 0);
    for (let each = 0; each < size; each += 1) this.tag.deleteRule(start);
  }
}

function cssomTag(sheet: CSSStyleSheet): RuleTag {
  return {
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
        return true;
      } catch {
        // A rule this browser cannot parse (another engine's prefix): styled-components skips it too.
        return false;
      }
    },
    deleteRule(index) {
      sheet.deleteRule(index);
    },
  };
}

/**
 * Makes the server's `<style>` element styled-components' sheet in the browser, as it is.
 *
 * styled-components' own rehydration read the element's text, inserted each of its rules into a
 * new element of its own and removed the server's: on a phone, the evaluation task that does it
 * spent a third of its time there and in the style recalculation of the whole page that the swap
 * causes. Here the browser keeps the server's element and its parsed rules: the sheet learns which
 * class names exist (so hydrating components insert nothing) and where each component's group of
 * rules sits (so a rule inserted later, for a new variant or a page opened in the browser, goes
 * where styled-components would have put it, and the cascade is the same). Other server elements
 * (a viewer's slots, rendered apart) are merged into the kept one, as styled-components'
 * rehydration merges them. Runs before the sheet inserts anything (entry-client imports it
 * first); returns whether the server's element was kept.
 */
export function adoptServerStyles(document: Document): boolean {
  const elements = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)).filter((element) => element.sheet);
  const { StyleSheet, mainSheet } = __PRIVATE__;
  if (elements.length === 0 || mainSheet.tag) return false;

  const [kept, ...merged] = elements
    .map((element) => ({ element, groups: groupsOf(element.sheet!) }))
    .sort((a, b) => b.element.sheet!.cssRules.length - a.element.sheet!.cssRules.length);
  const serverEnd = Math.max(...[kept!, ...merged].flatMap(({ groups }) => groups.map(({ group }) => group))) + 1;
  const tag = new KeptGroupedTag(cssomTag(kept!.element.sheet!), serverEnd);
  for (const { group, id, names, rules } of kept!.groups) {
    tag.addServerGroup(StyleSheet.registerId(id), group, rules.length);
    for (const name of names) mainSheet.registerName(id, name);
  }
  // The sheet makes its tag (a new element) on first use: this one comes first. A browser's sheet
  // only inserts and clears groups; what else styled-components' GroupedTag has (reading a group's
  // rules back, their counts) serves its server's output alone.
  mainSheet.tag = tag as unknown as NonNullable<typeof mainSheet.tag>;
  kept!.element.setAttribute(SERVER_STYLES_ATTRIBUTE, 'kept');
  keptServerStyles = true;

  for (const { element, groups } of merged) {
    for (const { group, id, names, rules } of groups) {
      tag.addServerGroup(StyleSheet.registerId(id), group, 0);
      for (const name of names) mainSheet.registerName(id, name);
      // Its rules but the mark, which only names the group.
      tag.insertRules(StyleSheet.registerId(id), rules.slice(0, -1).map((rule) => rule.cssText));
    }
    element.remove();
  }
  return true;
}
