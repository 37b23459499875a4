// The handbook's links: every relative link in README.md and docs/**/*.md points at a file of
// the repository (and at a heading of it, when it names one); every page of docs/ that the
// text names exists or is a page a command writes; and no page names a path outside the
// repository.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

import { describe, expect, it } from 'vitest'

import { generatedPages, repositoryRoot } from './figures-page.ts'

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : []
  })
}

const pages = [resolve(repositoryRoot, 'README.md'), ...markdownFiles(resolve(repositoryRoot, 'docs'))]
const fromRoot = (path: string) => relative(repositoryRoot, path).split(sep).join('/')
const inside = (path: string) => path === repositoryRoot || path.startsWith(repositoryRoot + sep)
const written = new Set<string>(Object.values(generatedPages))

/** The text outside fenced code blocks (shell examples may hold anything). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(text: string): Set<string> {
  return new Set([...prose(text).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)))
}

/** Every `[text](target)` link, images included; not those in code. */
function links(text: string): string[] {
  const withoutCode = prose(text).replace(/`[^`\n]*`/g, '')
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!)
}

describe('anchorOf', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces as hyphens, other scripts kept', () => {
    expect(anchorOf('Money, time, uploads and retries')).toBe('money-time-uploads-and-retries')
    expect(anchorOf('The budget in `npm test`')).toBe('the-budget-in-npm-test')
    expect(anchorOf('New-share subscription (公開申購)')).toBe('new-share-subscription-公開申購')
  })
})

describe.each(pages.map((page) => [fromRoot(page), page] as const))('%s', (_, page) => {
  const text = readFileSync(page, 'utf8')

  it('links only to files of the repository that exist, and to headings they have', () => {
    const broken: string[] = []
    for (const link of links(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue
      const [path = '', anchor] = link.split('#', 2)
      const target = path === '' ? page : resolve(dirname(page), decodeURIComponent(path))
      if (!inside(target)) broken.push(`${link}: outside the repository`)
      else if (!existsSync(target)) broken.push(`${link}: no such file`)
      else if (
        anchor !== undefined &&
        target.endsWith('.md') &&
        !anchors(readFileSync(target, 'utf8')).has(decodeURIComponent(anchor))
      )
        broken.push(`${link}: no such heading`)
    }
    expect(broken).toEqual([])
  })

  it('names only pages of docs/ that exist or that a command writes', () => {
    const named = [...text.matchAll(/(?<![\w./-])(docs\/[\w./-]+\.md)\b/g)].map((match) => match[1]!)
    expect(named.filter((path) => !written.has(path) && !existsSync(resolve(repositoryRoot, path)))).toEqual([])
  })

  it('names no path outside the repository', () => {
    const outside = [
      // Absolute paths of a machine (URL paths such as /api/vue, /home/index or /storage/ are fine).
      ...[...text.matchAll(/(?<![\w.:/-])\/(?:work|root|mnt|srv|Users)\/[^\s`)]*/g)].map((match) => match[0]),
      // Relative paths that climb out of the repository.
      ...[...text.matchAll(/(?<![\w.-])(?:\.\.\/)+[\w./-]*/g)]
        .map((match) => match[0])
        .filter((path) => !inside(resolve(dirname(page), path))),
    ]
    expect(outside).toEqual([])
  })
})
