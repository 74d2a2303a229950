import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Documents name things that exist (decision 0024). In docs/ and every README, a name in backticks
 * is a live reference: a file or folder path must resolve (from the repository root, from the
 * document's folder, or as the end of a tracked path; what the build or a run makes must be
 * ignored by git), a package must be installed, an identifier must be declared or used in the
 * code or in an installed package's types, an environment variable must be read somewhere.
 * History and illustrations are written in plain words, or with a placeholder (`<id>`, `NNNN`, `...`).
 */

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((f) => fs.existsSync(f));
const fileSet = new Set(files);
const folders = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const documents = files.filter((f) => f.endsWith('.md') && (f.startsWith('docs/') || path.basename(f) === 'README.md'));
const code = files
  .filter(
    (f) => /\.(ts|tsx|js|mjs|json|css|sql|ya?ml|service|conf)$|Caddyfile$|\.env\.example$/.test(f) && !f.endsWith('package-lock.json'),
  )
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n');

const PATH_LIKE = /^[\w@.-]+(\/[\w@.[\]-]*)*(\.(tsx?|m?js|json|md|css|sql|gz|svg|png|html|service|conf|ya?ml|lua))?\/?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\(\))?$/;
const ENV_VAR = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/** Of these paths, the ones git ignores: one `git check-ignore` for all of them (exit 1 when none is). */
function ignoredByGitOf(tokens: string[]): Set<string> {
  try {
    return new Set(
      execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { input: tokens.join('\n'), encoding: 'utf8' }).split('\n'),
    );
  } catch {
    return new Set();
  }
}
let ignored: Set<string> | null = null;
const ignoredByGit = (token: string): boolean => ignored!.has(token);
const installed = (token: string): boolean => {
  const parts = token.split('/');
  const name = token.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return fs.existsSync(path.join('node_modules', name, 'package.json'));
};

function pathExists(token: string, docDir: string): boolean {
  const clean = token.replace(/\/$/, '').replace(/^\.\//, '');
  if (ignoredByGit(token) || ignoredByGit(clean) || code.includes(`'${token}'`)) return true;
  if (token.startsWith('@') || (!clean.includes('.') && installed(clean))) return installed(clean);
  const candidates = [clean, path.posix.join(docDir, clean)];
  if (candidates.some((c) => fileSet.has(c) || folders.has(c))) return true;
  // A tail of a tracked path: `skins/seed.ts`, `job-runner.ts`.
  return files.some((f) => f.endsWith(`/${clean}`)) || [...folders].some((d) => d.endsWith(`/${clean}`));
}

interface Citation {
  doc: string;
  line: number;
  token: string;
  kind: 'path' | 'identifier' | 'env';
}

function citations(doc: string): Citation[] {
  const out: Citation[] = [];
  let fenced = false;
  fs.readFileSync(doc, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (text.trimStart().startsWith('```')) fenced = !fenced;
      if (fenced) return;
      for (const match of text.matchAll(/`([^`]+)`/g)) {
        const token = match[1]!.trim();
        if (/[\s<>{}*|=:'",]|\.\.\.|NNNN/.test(token) || /^[-/.]/.test(token)) continue;
        if (ENV_VAR.test(token)) out.push({ doc, line: index + 1, token, kind: 'env' });
        else if (token.includes('/') || /\.(tsx?|m?js|json|md|css|gz|service|lua)$/.test(token)) {
          if (PATH_LIKE.test(token) && !/^https?:/.test(token)) out.push({ doc, line: index + 1, token, kind: 'path' });
        } else if (IDENTIFIER.test(token) && /[A-Z]/.test(token.slice(1)) && !/^[A-Z]+$/.test(token)) {
          out.push({ doc, line: index + 1, token: token.replace(/\(\)$/, ''), kind: 'identifier' });
        }
      }
    });
  return out;
}

const all = documents.flatMap(citations);

describe('documents name things that exist', { timeout: 30_000 }, () => {
  it('finds what to check in every document', () => {
    expect(documents.length).toBeGreaterThan(25);
    expect(all.filter((c) => c.kind === 'path').length).toBeGreaterThan(100);
  });

  it('every cited file or folder exists', () => {
    const paths = all.filter((c) => c.kind === 'path').map((c) => c.token);
    ignored = ignoredByGitOf([...new Set(paths.flatMap((token) => [token, token.replace(/\/$/, '').replace(/^\.\//, '')]))]);
    const missing = all.filter((c) => c.kind === 'path' && !pathExists(c.token, path.posix.dirname(c.doc)));
    expect(missing.map((c) => `${c.doc}:${c.line} \`${c.token}\``)).toEqual([]);
  });

  it('every cited identifier is declared or used in the code, or is an installed library name', () => {
    const notInCode = all.filter((c) => c.kind === 'identifier' && !new RegExp(`\\b${c.token.replace(/\$/g, '\\$')}\\b`).test(code));
    const names = [...new Set(notInCode.map((c) => c.token))];
    // One pass over the installed packages' type declarations for the names the code does not use.
    const search = (): string => {
      try {
        return execFileSync('grep', ['-rhowE', '--include=*.d.ts', names.join('|'), 'node_modules'], {
          encoding: 'utf8',
          maxBuffer: 1 << 28,
        });
      } catch {
        return ''; // grep found none
      }
    };
    const inLibraries = new Set(names.length === 0 ? [] : search().split('\n').filter(Boolean));
    const missing = notInCode.filter((c) => !inLibraries.has(c.token));
    expect(missing.map((c) => `${c.doc}:${c.line} \`${c.token}\``)).toEqual([]);
  });

  it('every cited environment variable is read or documented in .env.example', () => {
    const missing = all.filter((c) => c.kind === 'env' && !code.includes(c.token));
    expect(missing.map((c) => `${c.doc}:${c.line} \`${c.token}\``)).toEqual([]);
  });

  it('code cites decision records that exist', () => {
    const decisions = files.filter((f) => f.startsWith('docs/decisions/'));
    const numbers = new Set(decisions.map((f) => path.basename(f).slice(0, 4)));
    const sources = files.filter((f) => /^(src|tests|scripts|eslint|build)\//.test(f) && /\.(tsx?|m?js)$/.test(f));
    const broken = sources.flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      const byFile = [...text.matchAll(/docs\/decisions\/[\w.-]+\.md/g)].map((m) => m[0]).filter((cited) => !fileSet.has(cited));
      const byNumber = [...text.matchAll(/\b(?:decision|ADR)s? (\d{4})\b/gi)].map((m) => m[1]!).filter((n) => !numbers.has(n));
      return [...byFile, ...byNumber].map((cited) => `${f}: ${cited}`);
    });
    expect(broken).toEqual([]);
  });

  it('cites decision records, not sections of the spec', () => {
    const bySection = documents.filter((doc) => /spec §|§\s*\d/.test(fs.readFileSync(doc, 'utf8')));
    expect(bySection).toEqual([]);
    // Code comments too (a standard's section, 'RFC 9110 §8.8.3', is a citation that stays put).
    const sources = files.filter(
      (f) => /^(src|tests|scripts|eslint|build)\//.test(f) && /\.(tsx?|m?js)$/.test(f) && f !== 'tests/docs/cited-names.test.ts',
    );
    expect(sources.filter((f) => /spec('s)? §/i.test(fs.readFileSync(f, 'utf8')))).toEqual([]);
  });
});
