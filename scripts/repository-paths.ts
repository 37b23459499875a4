// The repository paths named in prose: backticked paths and link targets of the handbook, and
// paths in the comments of the code. scripts/repository-paths.test.ts checks that each names
// a file or folder that exists, so that a moved or deleted file leaves no pointer behind.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, relative, resolve, sep } from 'node:path'

import ts from 'typescript'

export const repositoryRoot = resolve(import.meta.dirname, '..')

/** The folders at the repository's root that code and docs name paths under. */
const rootFolders = ['web', 'mock-server', 'openapi', 'rules', 'scripts', 'docs', '.ci']
/** The package.json `imports` aliases, as the folders they stand for. */
const aliases: Readonly<Record<string, string>> = {
  '#openapi/': 'openapi/',
  '#mock/': 'mock-server/src/',
  '#rules/': 'rules/',
}
/** Endings of the sources a bare file name is checked for. */
const sourceEndings = /\.(ts|tsx|mts|mjs|js|cjs|css|ya?ml)$/
/** Endings that make a bare word a file name. */
const fileEndings = /\.(ts|tsx|mts|mjs|js|cjs|json|ya?ml|md|css|html|svg|png|sh)$/

export interface NamedPath {
  /** The file that names it, from the repository's root. */
  file: string
  line: number
  path: string
}

/** Every file of the repository git knows or would add, from its root. */
export function repositoryFiles(root = repositoryRoot): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(resolve(root, file)))
}

/** Path-like words of a text: with a slash, or a file name with a known ending. */
export function pathWords(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(/(?<![\w.@$/:~-])(#?[\w.][\w.<>*{}…-]*(?:\/[\w.<>*{}…-]*)*)/g)) {
    const word = match[1]!.replace(/(:\d+)+$/, '').replace(/[.,;:]+$/, '')
    if (word.startsWith('/') || /^\.[\w.]+$/.test(word)) continue
    // A file name (`read-memo.ts`), or a path that begins as one does (a root folder, an
    // alias, `./`) or ends as one does (a file, a folder's `/`): not `Asia/Taipei`, `1/10`.
    const first = word.replace(/^#/, '').split('/')[0]!
    const looksLikePath =
      fileEndings.test(word) ||
      (word.includes('/') &&
        (rootFolders.includes(first) || word.startsWith('.') || word.endsWith('/') || word.startsWith('#')))
    if (looksLikePath) words.push(word)
  }
  return words
}

/** The comments of a TypeScript or JavaScript source, each with its first line. */
export function scriptComments(fileName: string, text: string): Array<{ line: number; text: string }> {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const comments: Array<{ line: number; text: string }> = []
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      })
    }
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return comments
}

/** The comments of a stylesheet, a YAML file or a page, each with its first line. */
function otherComments(fileName: string, text: string): Array<{ line: number; text: string }> {
  const pattern = fileName.endsWith('.css')
    ? /\/\*[\s\S]*?\*\//g
    : fileName.endsWith('.html')
      ? /<!--[\s\S]*?-->/g
      : /(?:^|\s)#.*$/gm
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    text: match[0],
  }))
}

/** The backticked words and link targets of a Markdown page, outside fenced code blocks. */
function markdownNames(text: string): Array<{ line: number; text: string }> {
  const names: Array<{ line: number; text: string }> = []
  let fenced = false
  for (const [index, line] of text.split('\n').entries()) {
    if (line.startsWith('```')) fenced = !fenced
    if (fenced) continue
    for (const match of line.matchAll(/`([^`\n]+)`|\]\(([^)\s#]+)/g))
      names.push({ line: index + 1, text: match[1] ?? match[2]! })
  }
  return names
}

const scriptEndings = /\.(ts|tsx|mts|mjs|js|cjs)$/
const commentedEndings = /\.(css|ya?ml|html)$/

/** The repository paths each file names, in its comments (code) or backticks and links (Markdown). */
export function namedPaths(files: readonly string[], skip: ReadonlySet<string>, root = repositoryRoot): NamedPath[] {
  const named: NamedPath[] = []
  for (const file of files) {
    if (skip.has(file)) continue
    let parts: Array<{ line: number; text: string }>
    const text = () => readFileSync(resolve(root, file), 'utf8')
    if (file.endsWith('.md')) parts = markdownNames(text())
    else if (scriptEndings.test(file)) parts = scriptComments(file, text())
    else if (commentedEndings.test(file)) parts = otherComments(file, text())
    else continue
    for (const part of parts) for (const path of pathWords(part.text)) named.push({ file, line: part.line, path })
  }
  return named
}

export interface Resolver {
  /** Whether `path`, named in `file`, is a file or folder of the repository (or not a repository path at all). */
  resolves(file: string, path: string): boolean
}

/**
 * How a named path is found: from the root, from the naming file's folder or one above it,
 * as the end of a repository path (an area page names `core/query.ts` for the mock's core), or,
 * for a bare file name, anywhere. A path through a placeholder (`<area>`, `*`) is checked up to
 * it; a package's file (`ajv/dist/2020.js`), a URL path and an ignored output are not the
 * repository's.
 */
export function resolver(files: readonly string[], root = repositoryRoot): Resolver {
  const known = new Set<string>()
  for (const file of files) {
    for (let path = file; path !== '.'; path = dirname(path)) known.add(path)
  }
  const knownList = [...known]
  const names = new Set(files.map((file) => basename(file)))
  const ignored = readFileSync(resolve(root, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    // A leading slash anchors a pattern at the root, where every path here starts.
    .map((line) => line.replace(/^\//, ''))
  const isIgnored = (path: string) => ignored.some((prefix) => `${path}/`.startsWith(prefix))
  const isPackage = (word: string) =>
    !rootFolders.includes(word.split('/')[0]!) && existsSync(resolve(root, 'node_modules', word.split('/')[0]!))
  return {
    resolves(file, named) {
      let path = named
      for (const [alias, folder] of Object.entries(aliases))
        if (path.startsWith(alias)) path = folder + path.slice(alias.length)
      if (path.startsWith('#') || path.includes('$') || path.includes('://')) return true
      if (path.startsWith('@') || isPackage(path)) return true
      if (isIgnored(path)) return true
      const placeholder = path.search(/[<>*{}…]|\.\.\./)
      if (placeholder >= 0) path = path.slice(0, placeholder).replace(/\/[^/]*$/, '')
      path = path.replace(/\/$/, '')
      if (path === '' || path === '.') return true
      // A bare name of data or a page is often a file a command writes (`report.json`).
      if (!path.includes('/')) return !sourceEndings.test(path) || names.has(path) || known.has(path)
      const from = dirname(file)
      const candidates = [
        path,
        relative(root, resolve(root, from, path))
          .split(sep)
          .join('/'),
      ]
      for (let dir = from; dir !== '.' && dir !== ''; dir = dirname(dir)) candidates.push(`${dir}/${path}`)
      if (candidates.some((candidate) => known.has(candidate) || isIgnored(candidate))) return true
      const stripped = path.replace(/^(\.\.?\/)+/, '')
      return knownList.some((each) => each.endsWith(`/${stripped}`))
    },
  }
}
