import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Modules = Record<string, Record<string, unknown>>;

/** Vite (the built server, the tests) lists the contract modules at build time; tsx has no import.meta.glob and throws. */
function globbed(): Modules | null {
  try {
    return import.meta.glob<Record<string, unknown>>(['../../shared/api/*.ts', '!../../shared/api/*.schemas.ts'], { eager: true });
  } catch {
    return null;
  }
}

/**
 * Every contract module of src/shared/api (the routes; their schemas are not needed), so the names a game may not take come from the
 * endpoint values themselves and a new feature's are covered without a list to keep.
 */
export async function contractModules(root: string): Promise<Modules> {
  const bundled = globbed();
  if (bundled) return bundled;
  const dir = path.join(root, 'src', 'shared', 'api');
  const modules: Modules = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.schemas.ts'))) {
    modules[file] = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
  }
  return modules;
}
