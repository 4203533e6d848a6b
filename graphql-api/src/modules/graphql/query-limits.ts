import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
// The package's ESM build imports graphql's .mjs files, a second copy of graphql beside the one
// Apollo and type-graphql use ("Cannot use GraphQLObjectType from another module"); its
// CommonJS build shares theirs.
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity/cjs';
import type { RequestHandler } from 'express';
import { DEFAULT_PAGE_SIZE } from '@threadline/domain';
import { PublicError } from '../../shared/errors.js';

// A public endpoint answers third-party frontends, so one request must not be able to ask for
// unbounded work. Depth catches deeply nested selections; cost catches wide ones (a list's cost
// is its children's times the page size asked for).

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 20_000;
/**
 * The parser itself must be bounded too, before any of the above can run: graphql-js parses
 * recursively, so a document of a few thousand nested brackets overflows the stack, and a long
 * flat one costs time in parsing and validation. Apollo's `parseOptions.maxTokens` bounds the
 * length; nesting is counted on the source by `documentNestingGuard`, in front of Apollo (whose
 * plugins cannot refuse a request before parsing). The introspection query has about 200 tokens
 * and nests about 12 deep.
 */
export const MAX_DOCUMENT_TOKENS = 5_000;
export const MAX_DOCUMENT_NESTING = 64;

/** A list field costs its children times the page it returns; any other field costs 1 plus its children. */
const pageAwareEstimator: ComplexityEstimator = ({ args, childComplexity, field }) => {
  const first: unknown = args.first;
  const pageSize = typeof first === 'number' && first > 0 ? first : DEFAULT_PAGE_SIZE;
  const isPaged = field.args.some((arg) => arg.name === 'first');
  return 1 + childComplexity * (isPaged ? pageSize : 1);
};

/** What a response reports in `extensions.cost`, so clients can budget their queries (as Shopify's API does). */
export interface QueryCost {
  requestedQueryCost: number;
  maximumCost: number;
}

export function queryLimitsPlugin(limits = { maxDepth: MAX_QUERY_DEPTH, maxCost: MAX_QUERY_COST }): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let cost: QueryCost | undefined;
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          if (operation.operation === 'subscription') {
            // The schema has no Subscription type; graphql-js would fail inside execution instead.
            throw new GraphQLError('Subscriptions are not supported: this API answers queries and mutations over HTTP', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          const depth = selectionDepth(operation.selectionSet, fragmentsOf(document), 0);
          if (depth > limits.maxDepth) {
            throw overLimit(`Query is too deep: depth ${depth} exceeds the limit of ${limits.maxDepth}`);
          }
          let requestedQueryCost: number;
          try {
            requestedQueryCost = getComplexity({
              schema,
              query: document,
              operationName: operationNameOf(operation, request.operationName),
              variables: request.variables ?? {},
              estimators: [pageAwareEstimator],
            });
          } catch (error) {
            // Variables that do not fit the operation: execution reports them as BAD_USER_INPUT.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          cost = { requestedQueryCost, maximumCost: limits.maxCost };
          if (requestedQueryCost > limits.maxCost) {
            throw overLimit(`Query is too expensive: cost ${requestedQueryCost} exceeds the limit of ${limits.maxCost}; ask for smaller pages or fewer fields`);
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            // A document refused before its cost was computed (parse, validation, variables that
            // do not fit, depth) ran nothing: it reports 0, so that every answer carries a cost.
            result.extensions = { ...result.extensions, cost: cost ?? notRun(limits.maxCost) };
          }
        },
      };
    },
  };
}

function notRun(maximumCost: number): QueryCost {
  return { requestedQueryCost: 0, maximumCost };
}

/**
 * Adds `extensions.cost` (0: nothing ran) to the error answers of /graphql that never reach Apollo's
 * plugins: a body that is not JSON or too large, the nesting guards, and Apollo's own refusals of a
 * malformed HTTP request (no query, batching, CSRF), which it sends as ready-made text. Mounted
 * first on the path, so it sees every answer written there.
 */
export function costOnEveryRefusal(maximumCost = MAX_QUERY_COST): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(withCost(body, maximumCost));
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // Apollo's answers that passed its plugins already carry their cost; only refusals are parsed.
      if (typeof body !== 'string' || !body.startsWith('{"errors":') || body.includes('"cost":{"requestedQueryCost"')) return send(body);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(body);
      }
      const costed = withCost(parsed, maximumCost);
      return send(costed === parsed ? body : JSON.stringify(costed));
    };
    next();
  };
}

/** An `{ errors }` envelope with `extensions.cost` added when it has none. */
function withCost(body: unknown, maximumCost: number): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (!Array.isArray(record.errors)) return body;
  const extensions = typeof record.extensions === 'object' && record.extensions !== null ? (record.extensions as Record<string, unknown>) : {};
  if ('cost' in extensions) return body;
  return { ...record, extensions: { ...extensions, cost: notRun(maximumCost) } };
}

function overLimit(message: string): PublicError {
  // Apollo answers errors raised here with the status in `extensions.http`, then drops that key.
  return new PublicError('BAD_USER_INPUT', message, { http: { status: 400 } });
}

function operationNameOf(operation: OperationDefinitionNode, requested: string | undefined | null): string | undefined {
  return operation.name?.value ?? requested ?? undefined;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * The deepest field nesting, through fragments. Introspection (`__schema`, `__type`) is left out:
 * the standard introspection query is deep by design and cheap to answer.
 */
function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  visiting: ReadonlySet<string> = new Set(),
): number {
  if (!selectionSet) return depth;
  let deepest = depth;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, depth + 1, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, depth, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is refused by validation before this runs; guard anyway.
      if (!fragment || visiting.has(name)) continue;
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, depth, new Set([...visiting, name])));
    }
  }
  return deepest;
}

/**
 * Refuses a document nested deeper than MAX_DOCUMENT_NESTING before Apollo parses it, as the
 * depth limit's BAD_USER_INPUT with HTTP 400. Mounted after the JSON body parser.
 */
export function documentNestingGuard(): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
    const query = fromBody ?? (req.method === 'GET' ? req.query.query : undefined);
    const nesting = typeof query === 'string' ? documentNesting(query) : 0;
    if (nesting <= MAX_DOCUMENT_NESTING) return next();
    res.status(400).json({
      errors: [{ message: `Query is nested too deeply: ${nesting} levels of brackets exceed the limit of ${MAX_DOCUMENT_NESTING}`, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  };
}

/**
 * Refuses variables (or extensions) nested deeper than MAX_DOCUMENT_NESTING levels of lists and
 * objects, as BAD_USER_INPUT with HTTP 400, before Apollo, the catalogue cache (whose key is made
 * with JSON.stringify, which recurses) or either executor sees them. No input type of the schema
 * nests more than a few levels, so a deep value can only be an attack; refusing it here answers
 * it the same way whatever the operation. Mounted after the JSON body parser.
 */
export function variablesNestingGuard(): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const source: Record<string, unknown> =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : req.method === 'GET' ? (req.query as Record<string, unknown>) : {};
    for (const member of ['variables', 'extensions'] as const) {
      if (jsonNesting(parsedIfJson(source[member]), MAX_DOCUMENT_NESTING) <= MAX_DOCUMENT_NESTING) continue;
      res.status(400).json({
        errors: [{ message: `The ${member} are nested too deeply: more than ${MAX_DOCUMENT_NESTING} levels of lists and objects`, extensions: { code: 'BAD_USER_INPUT' } }],
      });
      return;
    }
    next();
  };
}

/** A GET carries its variables as JSON text; what does not parse is Apollo's to refuse. */
function parsedIfJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * How deep lists and objects nest in a JSON value, counted without recursion (the value may be
 * thousands of levels deep) and only up to one past `limit`.
 */
export function jsonNesting(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    if (level > limit) return level;
    deepest = Math.max(deepest, level);
    for (const child of Object.values(item)) pending.push([child, level]);
  }
  return deepest;
}

/**
 * The deepest nesting of `{`, `[` and `(` in a GraphQL document, outside strings and comments:
 * what the parser recurses on. A linear scan, so it is safe on any input.
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (ch === '"') {
      if (source.startsWith('"""', i)) {
        // A block string ends at the first """ not escaped as \""".
        let end = source.indexOf('"""', i + 3);
        while (end > 0 && source[end - 1] === '\\') end = source.indexOf('"""', end + 3);
        i = end === -1 ? source.length : end + 2;
      } else {
        i++;
        while (i < source.length && source[i] !== '"' && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      }
    } else if (ch === '{' || ch === '[' || ch === '(') {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === '}' || ch === ']' || ch === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}
