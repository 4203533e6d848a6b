import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForScreen } from './ForScreen';

const WIDE = '(min-width: 768px)';

/** A screen of this width: matchMedia answers the one query these tests ask, and tells of changes. */
function setScreen(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === WIDE && current >= 768;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(width: number) {
      current = width;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

let rendered: string[] = [];

/** A control with state, so that a hydrated one is told from the server's HTML by what a click does. */
function Counter({ name }: { name: string }) {
  rendered.push(name);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <div>
      <ForScreen query={WIDE} matches>
        <Counter name="panel" />
      </ForScreen>
      <ForScreen query={WIDE} matches={false}>
        <Counter name="filters-button" />
      </ForScreen>
    </div>
  );
}

/** The page as the server renders it (for every screen: `import.meta.env.SSR`, as the server's build has it). */
function serverHtml(): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllEnvs();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  rendered = [];
  vi.unstubAllGlobals();
});

/** The server's HTML (both screens' content), then hydrated as the browser does. */
function hydratePage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  rendered = [];
  act(() => {
    root = hydrateRoot(container, <Page />);
  });
  return container;
}

const button = (container: HTMLElement, name: string) => Array.from(container.querySelectorAll('button')).find((each) => each.textContent?.startsWith(name));

describe('ForScreen', () => {
  it('has both screens’ content in the server’s HTML', () => {
    setScreen(375);
    const html = serverHtml();
    expect(html).toContain('panel 0');
    expect(html).toContain('filters-button 0');
    // No fallback, nothing for the browser to complete.
    expect(html).not.toMatch(/<script|<template|<!--\$!-->/);
  });

  it('on a phone, never runs the wide screen’s content while hydrating, then keeps only the phone’s, which works', () => {
    setScreen(375);
    const container = hydratePage();

    expect(rendered).toEqual(['filters-button']);
    expect(button(container, 'panel')).toBeUndefined();
    act(() => button(container, 'filters-button')!.click());
    expect(button(container, 'filters-button')!.textContent).toBe('filters-button 1');
  });

  it('on a wide screen, hydrates the panel and drops the phone’s button; turned to a phone, it swaps them', () => {
    const screen = setScreen(1280);
    const container = hydratePage();

    expect(rendered).toEqual(['panel']);
    expect(button(container, 'filters-button')).toBeUndefined();
    act(() => button(container, 'panel')!.click());
    expect(button(container, 'panel')!.textContent).toBe('panel 1');

    screen.resize(375);
    expect(button(container, 'panel')).toBeUndefined();
    expect(button(container, 'filters-button')!.textContent).toBe('filters-button 0');
  });
});
