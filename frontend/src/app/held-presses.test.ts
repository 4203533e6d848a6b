import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

// index.html's inline script, as the browser runs it before the page's JavaScript: it holds a press
// on the server's buttons until entry-client.tsx takes the held presses (and presses them again).
const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];

type HeldWindow = Window & { __threadlineHeldPresses?: () => HTMLElement[] };
const win = window as HeldWindow;

function serverPage(html: string): void {
  document.body.innerHTML = html;
  new Function(script!)();
}

describe("index.html's held presses", () => {
  afterEach(() => {
    win.__threadlineHeldPresses?.();
    delete win.__threadlineHeldPresses;
  });

  it('holds a press on a plain button, each button once however often pressed, and stops holding once taken', () => {
    expect(script).toBeDefined();
    serverPage('<header><button type="button" id="cart"><svg><path></path></svg></button><button type="button" id="account">A</button></header>');
    let reached = 0;
    document.body.addEventListener('click', () => (reached += 1));
    const cart = document.getElementById('cart')!;
    // On the icon inside it, twice, and on the other button once.
    cart.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    cart.click();
    document.getElementById('account')!.click();
    expect(reached).toBe(0);

    expect(win.__threadlineHeldPresses!()).toEqual([cart, document.getElementById('account')]);
    // React listens now: presses go through.
    cart.click();
    expect(reached).toBe(1);
  });

  it('leaves links, a form’s submit button and a disabled button to the browser', () => {
    serverPage('<a href="#faq" id="link">FAQ</a><form id="form"><button id="submit">Send</button></form><button type="button" id="off" disabled>Off</button>');
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.getElementById('form')!.addEventListener('submit', (event) => event.preventDefault());
    for (const id of ['link', 'submit', 'off']) document.getElementById(id)!.click();
    // A disabled button fires no click at all; the others reach the page unheld.
    expect(seen).toEqual(['link', 'submit']);
    expect(win.__threadlineHeldPresses!()).toEqual([]);
  });
});
