// The transport-free mock backend: worlds plus the two entry points the adapters call.
import type { IncomingCall, Reply } from '../core/call.ts'
import type { ClockMode } from '../core/clock.ts'
import { dispatchAdminCall } from './admin.ts'
import { areaOfHandler, handlers } from './areas-registry.ts'
import { operations } from './contract.ts'
import { dispatchApiCall, type DispatchOptions } from './dispatch.ts'
import { attachRelay, type UpstreamSettings } from './passthrough.ts'
import { RateLimiter } from './rate-limits.ts'
import { serveStoredFile } from './storage.ts'
import { markStub } from './stubs.ts'
import { WorldRegistry } from './worlds.ts'

export interface BackendOptions {
  /** Seed of every new world. */
  seed: number
  /** Start instant of every new world's clock (ms since the epoch). */
  start: number
  clockMode: ClockMode
  /** Real time, read only by running clocks. The one clock the backend is given. */
  realNow: () => number
  maxWorlds?: number
  maxBodyBytes?: number
  checkAnswers?: boolean
  /** Limit the calls that guess secrets (engine/rate-limits.ts); on unless turned off (unit tests of rules). */
  rateLimits?: boolean
  reportProblem?: (problem: string) => void
  /** A real upstream that worlds may pass calls to (MOCK_UPSTREAM); none by default. */
  upstream?: UpstreamSettings | undefined
}

export interface Backend {
  readonly worlds: WorldRegistry
  handleApi(call: IncomingCall): Promise<Reply>
  handleAdmin(call: IncomingCall): Promise<Reply>
  /** GET /storage/...: a file the world stored (uploads). */
  handleStorage(call: IncomingCall): Promise<Reply>
}

/**
 * Fails at start-up when a handler answers no operation of the contract, sits in another area
 * than its operation's tag, or disagrees with the contract's security. An operation without a
 * handler is answered from the contract (engine/stubs.ts).
 */
export function checkHandlersAgainstContract(
  handlerAreas: ReadonlyMap<string, string> = areaOfHandler,
  secured: (path: string) => boolean | undefined = (path) => handlers[path as keyof typeof handlers]?.secured,
): void {
  for (const [path, area] of handlerAreas) {
    const operation = operations.get(path)
    if (operation === undefined)
      throw new Error(`${path}: the ${area} area has a handler for it, the contract has no such operation`)
    if (area !== operation.area)
      throw new Error(`${path}: the contract puts it in the ${operation.area} area, its handler is in ${area}`)
    if (secured(path) !== operation.secured) {
      throw new Error(`${path}: the contract says secured=${operation.secured}, the handler secured=${secured(path)}`)
    }
  }
}

export function createBackend(options: BackendOptions): Backend {
  checkHandlersAgainstContract()
  const worlds = new WorldRegistry({
    seed: options.seed,
    start: options.start,
    clockMode: options.clockMode,
    realNow: options.realNow,
    maxWorlds: options.maxWorlds ?? 500,
  })
  const dispatch: DispatchOptions = {
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    checkAnswers: options.checkAnswers ?? true,
    reportProblem: options.reportProblem ?? ((problem) => console.error(`[mock] ${problem}`)),
  }
  const rateLimiter = options.rateLimits === false ? undefined : new RateLimiter(options.realNow)
  attachRelay(
    worlds,
    options.upstream === undefined ? undefined : { reportProblem: dispatch.reportProblem, ...options.upstream },
  )
  return {
    worlds,
    // A limited call never reaches its world; a stub's answer is marked as one.
    handleApi: async (call) =>
      rateLimiter?.check(call) ?? markStub(call, await dispatchApiCall(worlds, call, dispatch)),
    handleAdmin: (call) => dispatchAdminCall(worlds, call),
    handleStorage: (call) => serveStoredFile(worlds, call),
  }
}
