import { z } from 'zod';
import { ErrorEnvelope, type RestRoute } from './route.js';

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input; `message` says what, in the store’s words.',
  '401': 'Not signed in.',
  '402': 'The payment provider did not confirm the payment.',
  '403': 'Signed in, but not allowed (another account’s data, or not an admin).',
  '404': 'No such id.',
  '409': 'Conflicts with the current state (stock, duplicate email, limits).',
  '413': 'Too large.',
  '422': 'Cannot be done as asked (an idempotency key sent with another checkout; a password reset link unknown, used or expired).',
  '429': 'Too many attempts; try later.',
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

/** OpenAPI 3.1 of the REST layer, built from the route definitions themselves. */
export function buildOpenApiDocument(routes: readonly RestRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
    ];
    paths[path] ??= {};
    paths[path][route.method] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.access === 'admin' ? { description: 'Admins only.' } : route.access === 'signedIn' ? { description: 'Signed-in callers.' } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(route.body) } } } } : {}),
      ...(route.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: { type: 'object', required: [route.upload.field], properties: { [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } } },
                },
              },
            },
          }
        : {}),
      responses: {
        [String(route.successStatus ?? 200)]: {
          description: route.successStatus === 201 ? 'Created.' : 'Success.',
          content: { 'application/json': { schema: jsonSchema(route.response) } },
        },
        ...Object.fromEntries(
          Object.entries(ERROR_STATUSES).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } }]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Threadline REST compatibility layer',
      version: '1.0.0',
      description: 'The /api paths existing clients call. GraphQL at /graphql is the full API; this layer answers the same services.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope) },
    },
  };
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Array<Record<string, unknown>> {
  if (!schema) return [];
  const object = inputSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}
