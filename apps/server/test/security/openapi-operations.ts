import type { App } from '../../src/app';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The Swagger UI's own pages, if they ever show up in the document: documentation, not API. */
export const isDocumentationPath = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

type SecurityRequirement = Record<string, string[]>;
interface OperationObject {
  security?: SecurityRequirement[];
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

/**
 * How the document says to call each operation: 'bearer' when a bearer token is required, 'none'
 * when it is not (no security, or an empty requirement that makes the token optional).
 */
export function documentedAuth(app: App): Map<string, 'bearer' | 'none'> {
  const result = new Map<string, 'bearer' | 'none'>();
  for (const [key, { security }] of operationObjects(app)) {
    const optional = !security || security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
    result.set(key, optional ? 'none' : 'bearer');
  }
  return result;
}
