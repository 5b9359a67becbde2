import type { App } from '../../src/app';
import type { JsonSchema } from './json-schema-arbitrary';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The Swagger UI's own pages, if they ever show up in the document: documentation, not API. */
export const isDocumentationPath = (path: string) =>
  path === '/api/docs' || path.startsWith('/api/docs/');

type SecurityRequirement = Record<string, string[]>;
interface ParameterObject {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OperationObject {
  security?: SecurityRequirement[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the app's OpenAPI document, keyed `METHOD /path`, documentation routes left out. */
function operationObjects(app: App): Map<string, OperationObject> {
  const document = app.swagger() as { paths?: Record<string, Record<string, OperationObject>> };
  const operations = new Map<string, OperationObject>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (isDocumentationPath(path)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method)) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

export const documentedOperations = (app: App) => [...operationObjects(app).keys()].sort();

/** One documented operation, as far as a client generated from the document would know it. */
export interface DocumentedOperation {
  /** `METHOD /path`, as the matrix names it. */
  key: string;
  method: string;
  /** With OpenAPI's `{param}` placeholders. */
  path: string;
  pathParameters: ParameterObject[];
  queryParameters: ParameterObject[];
  /** The schema of each request body media type (`application/json`, ...). */
  bodies: Record<string, JsonSchema>;
}

/** Every documented operation with its parameters and body schemas, sorted by key. */
export function documentedOperationDetails(app: App): DocumentedOperation[] {
  return [...operationObjects(app)]
    .map(([key, operation]) => {
      const [method, path] = key.split(' ');
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        key,
        method,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        bodies: Object.fromEntries(
          Object.entries(content).map(([type, { schema }]) => [type, schema ?? {}]),
        ),
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * How the document says to call each operation: 'bearer' when a bearer token is required, 'none'
 * when it is not (no security, or an empty requirement that makes the token optional).
 */
export function documentedAuth(app: App): Map<string, 'bearer' | 'none'> {
  const result = new Map<string, 'bearer' | 'none'>();
  for (const [key, { security }] of operationObjects(app)) {
    const optional =
      !security ||
      security.length === 0 ||
      security.some((requirement) => Object.keys(requirement).length === 0);
    result.set(key, optional ? 'none' : 'bearer');
  }
  return result;
}
