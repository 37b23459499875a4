// Lighthouse 13 in its default mobile mode (a mid-range phone on slow 4G, simulated) against
// the built app, in the project's Chromium. Each run starts a fresh browser profile (empty
// cache); a logged-in route gets its session in local storage first, as the app keeps it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

import { freePort } from '../../mock-server/src/reliability/free-port.ts'
import { chromiumOptions } from '../chromium.ts'
import type { Session } from './route-bytes.ts'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  /** Audits of the scored categories that did not pass, for finding what to improve. */
  findings: string[]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** Lighthouse's own advice when it fails to record the trace (NO_NAVSTART, seen on a busy machine): run it again. */
const attempts = 3

export async function runLighthouse(
  origin: string,
  route: string,
  session: Session | undefined,
  world: string,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(origin, route, session, world)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === attempts) throw error
      process.stdout.write(`  (${error.message}: once more)\n`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce(
  origin: string,
  route: string,
  session: Session | undefined,
  world: string,
): Promise<LighthouseFigures> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'))
  const port = await freePort()
  const context = await chromium.launchPersistentContext(profile, chromiumOptions([`--remote-debugging-port=${port}`]))
  try {
    if (session !== undefined) {
      const page = await context.newPage()
      await page.goto(`${origin}/favicon.svg`)
      await page.evaluate(({ token, account }) => {
        localStorage.setItem('tokend', token)
        localStorage.setItem('account', account)
      }, session)
      await page.close()
    }
    const result = await lighthouse(`${origin}/#${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keeps the session just stored; the profile is new, so the cache is empty anyway.
      disableStorageReset: true,
      extraHeaders: { 'x-mock-session': world },
    })
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${route}`)
    const { lhr } = result
    if (process.env.BENCH_LH_REPORTS)
      await writeFile(
        join(process.env.BENCH_LH_REPORTS, `${route.replaceAll('/', '_')}-${Date.now()}.json`),
        JSON.stringify(lhr),
      )
    if (lhr.runtimeError !== undefined)
      throw new LighthouseRuntimeError(`Lighthouse on ${route}: ${lhr.runtimeError.message}`)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const findings = (['performance', 'accessibility', 'best-practices'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${category}: ${audit!.title}`),
    )
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      totalBytes: numeric('total-byte-weight'),
      findings,
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}
