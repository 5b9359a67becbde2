/**
 * node scripts/check-import-cycles.mjs
 *
 * Fails when modules of the repository import each other in a circle, type-only imports included
 * (a circle of types is still two modules that cannot be read one without the other). Reads each
 * workspace's files and resolves their imports with its tsconfig.json, as tsc does; a lazy
 * `import()` counts too. Prints the files of each circle found.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];

/** Import edges between the repository's own files (never into node_modules). */
const edges = new Map();
for (const project of PROJECTS) {
  const configFile = path.join(root, project, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = edges.get(file) ?? new Set();
    for (const { fileName } of imported) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (!target.startsWith(root) || target.includes(`${path.sep}node_modules${path.sep}`))
        continue;
      targets.add(target);
    }
    edges.set(file, targets);
  }
}

/** Tarjan's strongly connected components: every one with more than one file is a circle. */
const cycles = [];
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
let counter = 0;
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  const selfImport = edges.get(file)?.has(file);
  if (component.length > 1 || selfImport) cycles.push(component);
}
for (const file of edges.keys()) if (!index.has(file)) visit(file);

if (cycles.length === 0) {
  console.log(`import cycles: none among ${edges.size} files`);
} else {
  for (const cycle of cycles) {
    console.error(
      `import cycle among: ${cycle.map((file) => path.relative(root, file)).join(', ')}`,
    );
  }
  process.exit(1);
}
