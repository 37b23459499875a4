// The contract to compare, from the working tree, a git ref or a file, read as the codegen
// reads it: the root openapi.yaml bundled by Redocly, the catalogue (errors.yaml) and the
// catalogue ids the app translates (its English errors.json). A git ref is written out with
// `git archive` into a temporary folder (beside a link to this checkout's node_modules, so
// that the app of that ref can be read too); a file is a bundled document (a release
// snapshot carries its catalogue and its app's reads under `x-release`) or an openapi.yaml.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'

import { parse as parseYaml } from 'yaml'

import { bundleContract } from '../bundle.ts'
import type { CatalogueEntry, ContractState } from './classify.ts'
import { operationFacts } from './fields.ts'
import type { AppUsage } from './usage.ts'

/** Input the command cannot work with (an unknown ref, an unreadable file): exit 2. */
export class BadInput extends Error {}

/** What a release snapshot keeps beside the bundled document. */
export interface ReleaseRecord {
  catalogue: Record<string, CatalogueEntry>
  translated: string[]
  /** The fields the app released with this contract reads. */
  usage: AppUsage
}

export interface LoadedContract {
  state: ContractState
  document: Record<string, unknown>
  /** A checkout holding the app of that contract, when there is one (working tree, git ref). */
  appRoot?: string
  /** The reads recorded with it (a release snapshot). */
  usage?: AppUsage
  /** Removes what loading wrote (a git ref's temporary checkout). */
  dispose(): void
}

function catalogueOf(text: string): Map<string, CatalogueEntry> {
  const entries =
    (parseYaml(text) as { entries?: Array<{ id: string; message: string; source: string }> }).entries ?? []
  return new Map(entries.map((entry) => [entry.id, { message: entry.message, source: entry.source }]))
}

const versionOf = (document: Record<string, unknown>) =>
  String((document.info as { version?: unknown } | undefined)?.version ?? 'unknown')

/** The contract of a checkout (this working tree, or a ref written out): bundled, with its catalogue. */
async function checkoutState(root: string, label: string): Promise<Omit<LoadedContract, 'dispose' | 'appRoot'>> {
  const rootFile = resolve(root, 'openapi/openapi.yaml')
  if (!existsSync(rootFile)) throw new BadInput(`${label} has no openapi/openapi.yaml`)
  const document = await bundleContract(rootFile, `openapi/openapi.yaml of ${label}`)
  const errors = resolve(root, 'openapi/errors.yaml')
  const translations = resolve(root, 'web/src/i18n/locales/en/errors.json')
  return {
    document,
    state: {
      label,
      version: versionOf(document),
      operations: operationFacts(document),
      catalogue: existsSync(errors) ? catalogueOf(readFileSync(errors, 'utf8')) : undefined,
      translated: existsSync(translations)
        ? new Set(Object.keys(JSON.parse(readFileSync(translations, 'utf8')) as object))
        : undefined,
    },
  }
}

export async function loadWorkingTree(root: string): Promise<LoadedContract> {
  return { ...(await checkoutState(root, 'working tree')), appRoot: root, dispose: () => {} }
}

function git(root: string, args: string[], input?: Buffer): Buffer {
  return execFileSync('git', args, { cwd: root, input, maxBuffer: 512 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] })
}

export async function loadRef(root: string, ref: string): Promise<LoadedContract> {
  let commit: string
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .toString()
      .trim()
  } catch {
    throw new BadInput(`'${ref}' is neither a file nor a git ref of this repository`)
  }
  const checkout = mkdtempSync(join(tmpdir(), 'contract-base-'))
  const dispose = () => rmSync(checkout, { recursive: true, force: true })
  try {
    execFileSync('tar', ['-x', '-C', checkout], { input: git(root, ['archive', '--format=tar', commit]) })
    symlinkSync(resolve(root, 'node_modules'), join(checkout, 'node_modules'), 'dir')
    const label = `${ref} (${commit.slice(0, 9)})`
    return { ...(await checkoutState(checkout, label)), appRoot: checkout, dispose }
  } catch (error) {
    dispose()
    throw error
  }
}

export async function loadFile(path: string): Promise<LoadedContract> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new BadInput(`cannot read ${path}: ${(error as Error).message}`)
  }
  let document: Record<string, unknown>
  if (extname(path) === '.json') {
    try {
      document = JSON.parse(text) as Record<string, unknown>
    } catch (error) {
      throw new BadInput(`${path} is not JSON: ${(error as Error).message}`)
    }
  } else {
    try {
      document = await bundleContract(resolve(path))
    } catch (error) {
      throw new BadInput((error as Error).message)
    }
  }
  if (typeof document !== 'object' || document === null || typeof document.paths !== 'object')
    throw new BadInput(`${path} is not an OpenAPI document (it has no paths)`)
  const release = document['x-release'] as ReleaseRecord | undefined
  return {
    document,
    state: {
      label: path,
      version: versionOf(document),
      operations: operationFacts(document),
      catalogue: release === undefined ? undefined : new Map(Object.entries(release.catalogue)),
      translated: release === undefined ? undefined : new Set(release.translated),
    },
    usage: release?.usage,
    dispose: () => {},
  }
}

/** The contract at `base`: the file at that path when there is one, otherwise a git ref. */
export async function loadBase(root: string, base: string): Promise<LoadedContract> {
  return existsSync(resolve(base)) ? loadFile(resolve(base)) : loadRef(root, base)
}
