import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

/**
 * A chunk of the first screen: `module` and what it depends on, or, with `importsOf`, the modules a file that
 * nothing runs imports (app/first-screen.ts) and what they depend on.
 */
export type FirstScreenChunk = { name: string } & ({ module: string } | { importsOf: string });

const isDoor = (id: string): boolean => /[\\/]features[\\/].+[\\/]index\.ts$/.test(id);

/** The module ids a file's import declarations name, resolved as the build resolves them. */
async function importedModules(context: Rolldown.PluginContext, file: string): Promise<string[]> {
  const sources = context
    .parse(readFileSync(file, 'utf8'), { lang: 'ts' })
    .body.flatMap((node) => (node.type === 'ImportDeclaration' ? [node.source.value] : []));
  return Promise.all(
    sources.map(async (source) => {
      const resolved = await context.resolve(source, file);
      if (!resolved) throw new Error(`${file}: cannot resolve ${source}`);
      return resolved.id;
    }),
  );
}

/**
 * Chunks held by structure rather than by file names: a chunk's group captures its entry modules and the bundler
 * brings in what they depend on (`includeDependenciesRecursively`, on by default) as it sees them after
 * tree-shaking, through the feature doors. Earlier chunks take their modules first.
 */
export function firstScreenChunks(chunks: readonly FirstScreenChunk[]) {
  const entries = new Map<string, Set<string>>(chunks.map(({ name }) => [name, new Set()]));
  const plugin: Plugin = {
    name: 'kanqiu:first-screen-chunks',
    async buildStart() {
      for (const chunk of chunks) {
        const ids = 'module' in chunk ? [chunk.module] : await importedModules(this, chunk.importsOf);
        ids.forEach((id) => entries.get(chunk.name)?.add(id));
      }
    },
    buildEnd() {
      // A feature's door (its index.ts) only re-exports: the modules behind it are what the chunk holds.
      for (const ids of entries.values())
        for (const id of [...ids])
          if (isDoor(id)) this.getModuleInfo(id)?.importedIds.forEach((behind) => ids.add(behind));
    },
  };
  const groups = chunks.map(({ name }) => ({ name, test: (id: string) => entries.get(name)?.has(id) ?? false }));
  return { plugin, codeSplitting: { groups } };
}
