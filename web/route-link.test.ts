// The build plugin hands TanStack Router's Route classes a Link loaded when first drawn, and
// touches nothing else.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { lazyRouteLink } from './route-link.ts'

const esm = resolve(import.meta.dirname, '../node_modules/@tanstack/react-router/dist/esm')
const plugin = lazyRouteLink()
const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | undefined
const load = plugin.load as (id: string) => string | undefined

describe('lazyRouteLink', () => {
  it("finds the Route classes importing the router's Link as it expects", () => {
    expect(readFileSync(resolve(esm, 'route.js'), 'utf8')).toContain('import { Link } from "./link.js";')
  })

  it('gives the Route classes a Link that imports the real one when first drawn', () => {
    const id = resolveId('./link.js', resolve(esm, 'route.js'))
    expect(id).toBeDefined()
    const code = load(id!)
    expect(code).toContain('lazy(')
    expect(code).toContain(`import(${JSON.stringify(resolve(esm, 'link.js'))})`)
  })

  it('leaves every other import alone', () => {
    expect(resolveId('./link.js', resolve(esm, 'index.js'))).toBeUndefined()
    expect(resolveId('./useMatch.js', resolve(esm, 'route.js'))).toBeUndefined()
    expect(resolveId('./link.js', undefined)).toBeUndefined()
    expect(load(resolve(esm, 'link.js'))).toBeUndefined()
  })
})
