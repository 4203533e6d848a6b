import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { TestServer } from './harness.js';

export interface RestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { success: boolean; message?: string };
}

/** One REST call as an existing client makes it: JSON in, JSON out, token as a bearer. */
export async function rest<T = Record<string, unknown>>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as RestResponse<T>['body'] };
}

let documentPromise: Promise<OpenApi> | undefined;
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { schema: object } } }> }>>;
  components: { schemas: Record<string, object> };
}

/**
 * Checks an answer against the schema the served OpenAPI document gives for that path, method
 * and status: the contract existing clients rely on.
 */
export async function expectDocumented(server: TestServer, method: string, templatePath: string, response: RestResponse<unknown>): Promise<void> {
  documentPromise ??= fetch(`${server.url}/api/openapi.json`).then((r) => r.json() as Promise<OpenApi>);
  const document = await documentPromise;
  const operation = document.paths[templatePath]?.[method.toLowerCase()];
  expect(operation, `${method} ${templatePath} is documented`).toBeDefined();
  const schema = operation!.responses[String(response.status)]?.content['application/json'].schema;
  expect(schema, `${method} ${templatePath} documents status ${response.status}`).toBeDefined();
  // A CommonJS module seen from ESM: its class is `default` of the module, as with ajv-formats below.
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const resolved = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
  const validate = ajv.compile(resolved);
  const valid = validate(response.body);
  expect(valid, `${method} ${templatePath} ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}
