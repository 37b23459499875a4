// Which answer fields the app reads, derived from its own TypeScript: the compiler's checker
// follows every property access, element access with a literal key and destructuring in
// web/src (tests apart) to the declaration it reads; a declaration in the generated contract
// types (openapi/generated/api.ts) is a field of the contract the app reads. The generated
// types name each declaration by its chain of property names (`components/schemas/Quote/price`),
// the same chain fields.ts gives each field of an operation, so the two meet there.
//
// What this cannot see: a field read through a type the app declares for itself instead of
// the generated one, or through a dynamic key (`row[name]`, `Object.entries(row)`). The app
// takes its answer types from the contract (#openapi/operations.ts), so both are rare; a
// field read that way counts as never read.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

import ts from 'typescript'

export interface FieldRead {
  /** `web/src/trade/PositionCard.tsx:42` for each place that reads it. */
  sites: string[]
  /** Some place decides on its value (a switch, an equality, a lookup by it). */
  switched: boolean
}

export interface AppUsage {
  /** The declarations of the generated types the app reads, by chain (see fields.ts `declaredAt`). */
  reads: Record<string, FieldRead>
  /** The contract paths the app names (and so calls), sorted. */
  calls: string[]
}

const generatedTypes = 'openapi/generated/api.ts'

/** The chain of property names from the generated file's top type down to a declaration. */
function chainOf(declaration: ts.Node): string | undefined {
  const names: string[] = []
  for (let node: ts.Node | undefined = declaration; node !== undefined; node = node.parent) {
    if (ts.isPropertySignature(node)) {
      const name = node.name
      names.unshift(
        ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText(),
      )
    } else if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) {
      names.unshift(node.name.text)
      return names.join('/')
    }
  }
  return undefined
}

/** The expression a value ends up in once parentheses, assertions and `!` are looked through. */
function outermost(node: ts.Expression): ts.Expression {
  let at: ts.Expression = node
  while (
    ts.isParenthesizedExpression(at.parent) ||
    ts.isNonNullExpression(at.parent) ||
    ts.isAsExpression(at.parent) ||
    ts.isSatisfiesExpression(at.parent)
  ) {
    at = at.parent
  }
  return at
}

const equalities = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])
const lookups = new Set(['includes', 'has', 'get'])

/** Whether the code decides on the value read here: switches on it, compares it, looks something up by it. */
function decidesOn(read: ts.Expression): boolean {
  const value = outermost(read)
  const parent = value.parent
  if (ts.isSwitchStatement(parent)) return parent.expression === value
  if (ts.isBinaryExpression(parent)) return equalities.has(parent.operatorToken.kind)
  if (ts.isElementAccessExpression(parent)) return parent.argumentExpression === value
  if (ts.isCallExpression(parent) && parent.arguments.includes(value)) {
    const callee = parent.expression
    return ts.isPropertyAccessExpression(callee) && lookups.has(callee.name.text)
  }
  return false
}

function isAppSource(file: string, root: string): boolean {
  const path = relative(root, file).split(sep).join('/')
  return (
    path.startsWith('web/src/') &&
    !path.startsWith('web/src/test/') &&
    !/\.test\.tsx?$/.test(path) &&
    !path.endsWith('.d.ts')
  )
}

/**
 * The fields the app of the checkout at `root` reads, and the calls it names among `paths`.
 * `root` is a repository root (this one, or a base's files written out beside node_modules).
 */
export function appUsage(root: string, paths: ReadonlySet<string>): AppUsage {
  const configPath = resolve(root, 'web/tsconfig.json')
  if (!existsSync(configPath)) throw new Error(`${configPath} is missing: no app to read`)
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (config === undefined) throw new Error(`${configPath} cannot be read`)
  const sources = config.fileNames.filter((file) => isAppSource(file, root))
  const program = ts.createProgram(sources, { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const generated = resolve(root, generatedTypes)

  const reads = new Map<string, { sites: Set<string>; switched: boolean }>()
  const calls = new Set<string>()

  const record = (symbol: ts.Symbol | undefined, at: ts.Node, switched: boolean) => {
    for (const declaration of symbol?.declarations ?? []) {
      if (declaration.getSourceFile().fileName !== generated) continue
      const chain = chainOf(declaration)
      if (chain === undefined) continue
      const file = at.getSourceFile()
      const line = file.getLineAndCharacterOfPosition(at.getStart(file)).line + 1
      const read = reads.get(chain) ?? { sites: new Set<string>(), switched: false }
      read.sites.add(`${relative(root, file.fileName).split(sep).join('/')}:${line}`)
      read.switched ||= switched
      reads.set(chain, read)
    }
  }

  const fromContract = (symbol: ts.Symbol | undefined) =>
    symbol?.declarations?.some((declaration) => declaration.getSourceFile().fileName === generated) === true
  const elementOf = (type: ts.Type) =>
    checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined
  const carriesContract = (type: ts.Type, depth = 0): boolean => {
    const element = elementOf(type)
    if (element !== undefined) return depth < 4 && carriesContract(checker.getNonNullableType(element), depth + 1)
    return checker.getPropertiesOfType(type).some(fromContract)
  }

  // A value of a generated type handed to a place typed by the app itself (a parameter
  // `entries: {name: string; value: string}[]`, a prop, an annotated variable): the fields that
  // type names are read there, through the app's own declarations.
  const flow = (source: ts.Type, target: ts.Type, at: ts.Node, depth = 0): void => {
    if (depth > 6) return
    const from = checker.getNonNullableType(source)
    const to = checker.getNonNullableType(target)
    const fromElement = elementOf(from)
    const toElement = elementOf(to)
    if (fromElement !== undefined || toElement !== undefined) {
      if (fromElement !== undefined && toElement !== undefined) flow(fromElement, toElement, at, depth + 1)
      return
    }
    if (!carriesContract(from)) return
    for (const property of checker.getPropertiesOfType(to)) {
      if (fromContract(property)) continue
      const read = checker.getPropertyOfType(from, property.name)
      if (read === undefined || !fromContract(read)) continue
      record(read, at, false)
      flow(checker.getTypeOfSymbol(read), checker.getTypeOfSymbol(property), at, depth + 1)
    }
  }
  const flowInto = (expression: ts.Expression) => {
    const target = checker.getContextualType(expression)
    if (target !== undefined) flow(checker.getTypeAtLocation(expression), target, expression)
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      for (const argument of node.arguments ?? []) flowInto(argument)
    } else if (ts.isJsxAttribute(node) && node.initializer !== undefined && ts.isJsxExpression(node.initializer)) {
      if (node.initializer.expression !== undefined) flowInto(node.initializer.expression)
    } else if (ts.isVariableDeclaration(node) && node.type !== undefined && node.initializer !== undefined) {
      flowInto(node.initializer)
    } else if (ts.isReturnStatement(node) && node.expression !== undefined) {
      flowInto(node.expression)
    } else if (ts.isPropertyAssignment(node)) {
      flowInto(node.initializer)
    }
    if (ts.isPropertyAccessExpression(node)) {
      record(checker.getSymbolAtLocation(node.name), node.name, decidesOn(node))
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      const type = checker.getTypeAtLocation(node.expression)
      record(
        checker.getPropertyOfType(checker.getNonNullableType(type), node.argumentExpression.text),
        node,
        decidesOn(node),
      )
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name
      if (ts.isIdentifier(key) || ts.isStringLiteral(key)) {
        const type = checker.getNonNullableType(checker.getTypeAtLocation(node.parent))
        record(checker.getPropertyOfType(type, key.text), node, false)
      }
    } else if (ts.isStringLiteralLike(node) && paths.has(node.text)) {
      calls.add(node.text)
    }
    ts.forEachChild(node, visit)
  }
  for (const file of program.getSourceFiles()) {
    if (sources.includes(file.fileName)) visit(file)
  }

  return {
    reads: Object.fromEntries(
      [...reads.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([chain, read]) => [chain, { sites: [...read.sites].sort(), switched: read.switched }]),
    ),
    calls: [...calls].sort(),
  }
}

/** The files the reads depend on: the app, the contract's types, the shared rules, the configs. */
function inputsOf(root: string): string[] {
  const under = (dir: string) =>
    existsSync(resolve(root, dir))
      ? readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : []
  const files = [
    ...under('web/src'),
    ...under('rules'),
    ...['openapi/generated/api.ts', 'openapi/operations.ts', 'web/tsconfig.json', 'tsconfig.base.json'].map((file) =>
      resolve(root, file),
    ),
  ]
  return files.filter((file) => existsSync(file)).sort()
}

/**
 * `appUsage`, kept under node_modules/.cache/contract-usage/ by a hash of everything it
 * reads (and of this file): reading the app means type-checking it, and the app seldom
 * changes between two runs.
 */
export function cachedAppUsage(root: string, paths: ReadonlySet<string>): AppUsage {
  const hash = createHash('sha256')
  hash.update(readFileSync(import.meta.filename))
  hash.update([...paths].sort().join('\n'))
  for (const file of inputsOf(root)) hash.update(relative(root, file)).update(readFileSync(file))
  const cache = resolve(root, 'node_modules/.cache/contract-usage')
  const file = join(cache, `${hash.digest('hex').slice(0, 32)}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as AppUsage
  const usage = appUsage(root, paths)
  mkdirSync(cache, { recursive: true })
  writeFileSync(file, JSON.stringify(usage))
  return usage
}

/** What either app reads or calls: the installed one and the one being written. */
export function unionOf(...usages: AppUsage[]): AppUsage {
  const reads: Record<string, FieldRead> = {}
  for (const usage of usages) {
    for (const [chain, read] of Object.entries(usage.reads)) {
      const known = reads[chain]
      reads[chain] = {
        sites: [...new Set([...(known?.sites ?? []), ...read.sites])].sort(),
        switched: (known?.switched ?? false) || read.switched,
      }
    }
  }
  return { reads, calls: [...new Set(usages.flatMap((usage) => usage.calls))].sort() }
}
