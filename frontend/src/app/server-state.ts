import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';

/** The `id` of the JSON block that carries a server-rendered page's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'threadline-state';

/** What the browser needs to hydrate the page the server rendered, without asking again. */
export interface ServerState {
  /** The Apollo cache the page was rendered from. */
  apollo: NormalizedCacheObject;
  /** The router's loader data (and route errors, as plain messages). */
  router: HydrationState;
}

// `<` (and the line separators some engines once refused) escaped: no text in the data can close
// the script element or open a comment, whatever a product's description holds.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
function escapeForScript(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON that may stand anywhere in a data block's content (see serverStateJson). */
export function scriptSafeJson(value: unknown): string {
  return escapeForScript(JSON.stringify(value));
}

/**
 * The state as a JSON data block's content. A data block is never executed, so the page's CSP still
 * allows no inline script at all; the nonce is there so a policy that did check it would pass.
 */
export function serverStateJson(state: ServerState): string {
  return scriptSafeJson(state);
}

/** The data block for JSON made by serverStateJson (or of the same shape, from scriptSafeJson's parts). */
export function serverStateScriptOf(stateJson: string, nonce: string): string {
  const { open, close } = serverStateScriptTags(nonce);
  return `${open}${stateJson}${close}`;
}

/** The data block's tags, around state JSON sent in pieces (see serverStateScriptOf). */
export function serverStateScriptTags(nonce: string): { open: string; close: string } {
  return { open: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}" nonce="${nonce}">`, close: '</script>' };
}

/** The state the server left in the page, or null when the page was not rendered on the server. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as ServerState;
}
