import type { App } from '../../src/app';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The Swagger UI's own pages, if they ever show up in the document: documentation, not API. */
export const isDocumentationPath = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/** Every operation of the app's OpenAPI document as `METHOD /path`, documentation routes left out. */
export function documentedOperations(app: App): string[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {})
    .filter(([path]) => !isDocumentationPath(path))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}
