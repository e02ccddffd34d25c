// The API describes itself: @fastify/swagger collects every route as it is registered, and the zod
// schemas that postedCalls attached (the contract's bodies and answers) are turned into JSON Schema
// here. The document is served at /prime/openapi.json, and Swagger UI reads it at /prime/docs under
// the store's own Content-Security-Policy (docs/decisions/0015-openapi.md).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@prime/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const API_REFERENCE_PATH = `${API_PREFIX}/docs`;

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema: a body as a client sends it (`input`:
 * the type before any transform), an answer as the server writes it (`output`). Shapes named with
 * `.meta({ id })` (Product, OrderLine, …) go to `named` and are referred to as components.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output', named: Map<string, JsonSchema>): JsonSchema {
  // A value the schema reads as anything (`z.unknown()`) and checks in a transform is described as
  // any value: its rules are in its description, not in JSON Schema.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  for (const [name, def] of Object.entries(defs)) named.set(name, pointRefs(def));
  return pointRefs(json);
}

/** `#/$defs/Product` → `#/components/schemas/Product`, everywhere inside. */
function pointRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as T;
}

/** Whether a route is one of the API's calls, which the reference lists. */
export const isApiCall = (method: string | string[], url: string) =>
  (Array.isArray(method) ? method : [method]).includes('POST') && url.startsWith(`${API_PREFIX}/`);

export interface ApiCall {
  url: string;
  schema: FastifySchema | undefined;
  /** Declared the one way, through postedCalls (posted-calls.ts). */
  posted: boolean;
}

const apiCallsOf = new WeakMap<FastifyInstance, ApiCall[]>();
const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every API call registered on `app`, seen by Fastify's own onRoute hook, whatever its schema says. */
export const registeredApiCalls = (app: FastifyInstance): readonly ApiCall[] => apiCallsOf.get(app) ?? [];

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every route registered on `app`, of any method (the staff role table's test walks them). */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => routesOf.get(app) ?? [];

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const named = new Map<string, JsonSchema>();
  const calls: ApiCall[] = [];
  const routes: RegisteredRoute[] = [];
  apiCallsOf.set(app, calls);
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (isApiCall(route.method, route.url)) {
      calls.push({ url: route.url, schema: route.schema, posted: route.config?.postedCall === true });
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PRIME store API',
        version: '1.0.0',
        description:
          'Every call is `POST /prime/<path>` with a JSON body (`{}` when there is nothing to send) and ' +
          'answers JSON with `result` (boolean) and `message` (a sentence a shopper can read), plus the ' +
          'fields named per call. Ids may be sent as numbers or digit strings; money is rupees with at ' +
          'most 2 decimals; image fields are paths relative to the site root. Calls with a lock need ' +
          '`Authorization: Bearer <user_token>` from `login`.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The `user_token` that `login` answers. A user id the seed client also sends (`user_id` ' +
              'header; `userid`, `user_id` or `u_id` in the body) may be left out: one that is not the ' +
              "token's user answers 403.",
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!isApiCall(route.method, url) || !schema) return { schema: { ...schema, hide: true }, url };
      const { body, headers, response, ...rest } = schema as FastifySchema & { response?: object };
      const described: JsonSchema = { ...rest };
      if (isZod(body)) described.body = toJsonSchema(body, 'input', named);
      if (isZod(headers)) described.headers = toJsonSchema(headers, 'input', named);
      if (response) {
        described.response = Object.fromEntries(
          Object.entries(response).map(([status, answer]) => {
            const json = isZod(answer) ? toJsonSchema(answer, 'output', named) : (answer as JsonSchema);
            if (status === '200') json.description ??= 'Done: `result` is true.';
            if (status === '429') {
              json.headers = {
                'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
              };
            }
            return [status, json];
          }),
        );
      }
      return { schema: described, url };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const components = (openapiObject.components ??= {});
      components.schemas = {
        ...components.schemas,
        ...Object.fromEntries(named),
      } as typeof components.schemas;
      return openapiObject;
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    // No call to validator.swagger.io: the page talks to this server only.
    validatorUrl: false,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0, docExpansion: 'list' },
    theme: { title: 'PRIME store API reference' },
  });
}
