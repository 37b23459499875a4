// Every repository path the handbook names in backticks or links, and every path a comment of
// the code names, is a file or folder that exists. Generated files and pages are left out (their
// generators own them), and so are the decision records, which tell what was decided when.
import { describe, expect, it } from 'vitest'

import { generatedPages } from './figures-page.ts'
import { namedPaths, pathWords, repositoryFiles, resolver, scriptComments } from './repository-paths.ts'

describe('pathWords', () => {
  it('finds repository paths, file names and aliases', () => {
    expect(
      pathWords('see web/src/api/request.ts:12, core/world-lock.ts and read-memo.ts (#rules/market.ts), docs/ too'),
    ).toEqual(['web/src/api/request.ts', 'core/world-lock.ts', 'read-memo.ts', '#rules/market.ts', 'docs/'])
  })

  it('passes over what only looks like a path', () => {
    expect(
      pathWords('Asia/Taipei, 1/10, GET/POST, /home/index, #/login/start, @tanstack/react-router, .test.ts'),
    ).toEqual([])
  })
})

describe('scriptComments', () => {
  it('reads comments, not strings or regular expressions', () => {
    const source = [
      "const a = '// not a comment: web/a.ts'",
      'const b = /https?:\\/\\/x/ // the real one: web/b.ts',
      '/** A block: web/c.ts */',
      'function f() {',
      '  g()',
      '  // before the brace: web/d.ts',
      '}',
    ].join('\n')
    expect(scriptComments('x.ts', source).map((comment) => [comment.line, pathWords(comment.text)])).toEqual([
      [2, ['web/b.ts']],
      [3, ['web/c.ts']],
      [6, ['web/d.ts']],
    ])
  })
})

describe('resolver', () => {
  const files = ['web/src/api/request.ts', 'mock-server/src/backend/core/world-lock.ts', 'rules/market.ts', 'README.md']
  const { resolves } = resolver(files)

  it.each([
    ['web/src/api/request.ts', 'from the root'],
    ['./request.ts', "from the naming file's folder"],
    ['api/request.ts', 'from a folder above it'],
    ['core/world-lock.ts', 'as the end of a repository path'],
    ['world-lock.ts', 'as a bare file name anywhere'],
    ['#rules/market.ts', 'through an alias'],
    ['mock-server/src/backend/<area>/area.ts', 'up to a placeholder'],
    ['web/dist/index.html', 'in an ignored output folder'],
    ['screenshots/index.html', 'in an ignored output folder anchored at the root (/screenshots/)'],
    ['ajv/dist/2020.js', "as a package's file"],
  ])('finds %s %s', (path) => {
    expect(resolves('web/src/api/index.ts', path)).toBe(true)
  })

  it.each([
    'web/src/api/missing.ts',
    'mock-server/src/backend/seed-data.ts',
    'form-help.ts',
    '#mock/backend/nowhere.ts',
    'docs/missing.md',
  ])('misses %s', (path) => {
    expect(resolves('web/src/api/index.ts', path)).toBe(false)
  })
})

describe('the repository', () => {
  it('names only paths that exist, in the docs and in the comments of the code', { timeout: 120_000 }, () => {
    const files = repositoryFiles()
    const pages = Object.values(generatedPages)
    const skip = new Set([
      ...pages,
      ...files.filter(
        (file) =>
          file.startsWith('openapi/generated/') || file.endsWith('.gen.ts') || file.startsWith('docs/decisions/0'),
      ),
    ])
    const named = namedPaths(files, skip)
    // Not vacuous: the code and the docs name hundreds of paths.
    expect(named.length).toBeGreaterThan(500)
    const { resolves } = resolver([...files, ...pages])
    const missing = named.filter((each) => !resolves(each.file, each.path))
    expect(missing.map((each) => `${each.file}:${each.line} names ${each.path}`)).toEqual([])
  })
})
