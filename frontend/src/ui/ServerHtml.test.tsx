import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerHtml } from './ServerHtml';

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

function Page({ version, text }: { version?: string; text: string }) {
  return (
    <MemoryRouter initialEntries={['/shop/home']}>
      <Where />
      <ServerHtml version={version} linkState={(link) => ({ from: link.dataset['from'] })}>
        <p>{text}</p>
        <a href="/shop/listing?category=kids" data-from="card">
          Kids
        </a>
      </ServerHtml>
    </MemoryRouter>
  );
}

const isReactNode = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of `tree` in the page, then hydrated as the browser does. */
function hydrate(tree: ReactNode, serverTree: ReactNode = tree): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverTree);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, tree);
  });
  return container;
}

describe('ServerHtml', () => {
  it('keeps the server’s nodes through hydration and runs none of the components inside', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page text="Read me" />);
    const serverParagraph = container.querySelector('p');
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Page text="Read me" />);
    });
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(isReactNode(serverParagraph!)).toBe(false);
    expect(screen.getByText('Read me')).toBeVisible();
  });

  it('follows a link inside a kept region in the page, with its navigation state', async () => {
    hydrate(<Page text="Read me" />);
    await userEvent.click(screen.getByRole('link', { name: 'Kids' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/shop/listing?category=kids|{"from":"card"}');
  });

  it('renders its children once its version changes', () => {
    const container = hydrate(<Page version="1" text="Read me" />);
    act(() => root?.render(<Page version="2" text="Read me again" />));
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('Read me again');
    expect(isReactNode(paragraph!)).toBe(true);
  });

  it('renders its children when mounted in the browser, with no server HTML under it', () => {
    render(<Page text="Fresh" />);
    const paragraph = screen.getByText('Fresh');
    expect(isReactNode(paragraph)).toBe(true);
  });
});
