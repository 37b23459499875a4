// Runs the readability scans on the screen as it is: axe-core's WCAG 2.1 AA rules (colour
// contrast among them), the tap-target scan and the line-break scan (page-scans.ts), and
// says what each found in one line per finding.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { scanTapTargets, scanTextBreaks } from './page-scans.ts'

/** WCAG 2.1 A and AA, as axe-core tags its rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** The smallest hit area a control may have, both ways (px). */
export const minTargetPx = 44

export type ScanKind = 'axe' | 'tap' | 'break'

export interface Finding {
  kind: ScanKind
  /** Where and how: route, view, language and width. */
  at: string
  text: string
}

/** The scan's own counts, so that a scan that looked at nothing fails. */
export interface Coverage {
  axeRules: number
  controls: number
  textUnits: number
}

export async function axeFindings(page: Page, at: string): Promise<{ findings: Finding[]; rules: number }> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const findings = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      kind: 'axe' as const,
      at,
      text: `${violation.id}: ${node.target.join(' ')} ${node.any.map((check) => check.message).join('; ')}`.slice(
        0,
        300,
      ),
    })),
  )
  return { findings, rules: results.passes.length + results.violations.length }
}

export async function tapFindings(page: Page, at: string): Promise<{ findings: Finding[]; controls: number }> {
  const scan = await page.evaluate(scanTapTargets, minTargetPx)
  return {
    findings: scan.small.map((target) => ({
      kind: 'tap' as const,
      at,
      text: `${target.what} ${target.width}×${target.height} px`,
    })),
    controls: scan.measured,
  }
}

export async function breakFindings(page: Page, at: string): Promise<{ findings: Finding[]; units: number }> {
  const scan = await page.evaluate(scanTextBreaks)
  const findings: Finding[] = scan.broken.map((word) => ({
    kind: 'break' as const,
    at,
    text: `"${word.unit}" broken in "${word.text}" (${word.where})`,
  }))
  if (scan.overflowPx > 0) {
    findings.push({
      kind: 'break',
      at,
      text: `the page is ${scan.overflowPx} px wider than the screen: ${scan.overflowing.join(', ')}`,
    })
  }
  return { findings, units: scan.checkedUnits }
}
