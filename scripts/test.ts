// `npm test`: every check of the project, in order, stopping at the first failure (the steps:
// test-steps.ts). Each step prints a header and its time; a summary table ends the run.
import { type ChildProcess, spawn } from 'node:child_process'
import { delimiter, dirname, resolve } from 'node:path'

import { type Step, testSteps as steps } from './test-steps.ts'

const root = resolve(import.meta.dirname, '..')
const bin = resolve(root, 'node_modules/.bin')

// The project's Node 24 (this script runs on it) and the project's tools come first.
const env = { ...process.env, PATH: [dirname(process.execPath), bin, process.env.PATH ?? ''].join(delimiter) }

let child: ChildProcess | undefined

function run(step: Step): Promise<number> {
  return new Promise((done) => {
    child = spawn('npm', ['run', step.script], { cwd: root, env, stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`test: could not run npm run ${step.script}: ${error.message}`)
      done(127)
    })
    child.on('exit', (code, signal) => done(code ?? (signal === null ? 1 : 128)))
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

interface Result {
  step: Step
  status: 'passed' | 'FAILED' | 'not run'
  ms: number
}

const results: Result[] = steps.map((step) => ({ step, status: 'not run', ms: 0 }))
let current: Result | undefined

// Interrupted: stop the running step, then report.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current !== undefined) current.status = 'FAILED'
    if (child !== undefined && child.exitCode === null) {
      child.once('exit', () => summary(130))
      child.kill(signal)
    } else {
      summary(130)
    }
  })
}

function summary(exitCode: number): never {
  const nameWidth = Math.max(...steps.map((step) => step.name.length), 'Step'.length)
  const total = results.reduce((sum, result) => sum + result.ms, 0)
  const rows = results.map(
    ({ step, status, ms }) =>
      `  ${step.name.padEnd(nameWidth)}  ${status.padEnd(7)}  ${status === 'not run' ? '' : seconds(ms).padStart(8)}`,
  )
  console.log(
    [
      '',
      '='.repeat(nameWidth + 24),
      `  ${'Step'.padEnd(nameWidth)}  ${'Result'.padEnd(7)}  ${'Time'.padStart(8)}`,
      '-'.repeat(nameWidth + 24),
      ...rows,
      '-'.repeat(nameWidth + 24),
      `  ${'Total'.padEnd(nameWidth)}  ${(exitCode === 0 ? 'passed' : 'FAILED').padEnd(7)}  ` +
        `${seconds(total).padStart(8)}`,
      '='.repeat(nameWidth + 24),
    ].join('\n'),
  )
  process.exit(exitCode)
}

for (const [index, result] of results.entries()) {
  const { step } = result
  console.log(
    `\n${'='.repeat(72)}\n[${index + 1}/${steps.length}] ${step.name}: npm run ${step.script}\n${'='.repeat(72)}`,
  )
  current = result
  const started = performance.now()
  const code = await run(step)
  result.ms = performance.now() - started
  result.status = code === 0 ? 'passed' : 'FAILED'
  console.log(`--- ${step.name}: ${result.status} in ${seconds(result.ms)}`)
  if (code !== 0) summary(code)
}
current = undefined
summary(0)
