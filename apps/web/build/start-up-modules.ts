import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The id of the JSON block in index.html that lists the start-up modules (read by src/app/start-up-modules.ts). */
export const START_UP_MODULES_ID = 'start-up-modules';

/** The chunks the entry imports dynamically, and everything those import statically. */
function startUpFiles(entry: OutputChunk, bundle: OutputBundle) {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...files];
}

/**
 * Lists, in index.html, the files the entry goes on to import (React DOM, React Router, the app).
 * Nothing in the page asks for them, so they do not compete with the HTML and CSS before the
 * first paint; the entry then fetches them all at once (modulepreload) instead of one import
 * revealing the next. The list is data, not a script: the CSP allows no inline script.
 */
export function startUpModules(): Plugin {
  return {
    name: 'jobhunter:start-up-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const files = startUpFiles(chunk as unknown as OutputChunk, bundle as unknown as OutputBundle).map((file) => `/${file}`);
        return [{ tag: 'script', attrs: { type: 'application/json', id: START_UP_MODULES_ID }, children: JSON.stringify(files), injectTo: 'head' }];
      },
    },
  };
}
