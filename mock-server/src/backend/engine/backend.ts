// The transport-free mock backend: worlds plus the two entry points the adapters call.
import { dispatchAdminCall } from './admin.ts'
import type { ClockMode } from '../core/clock.ts'
import { operations } from './contract.ts'
import { attachRelay, type UpstreamSettings } from './passthrough.ts'
import { dispatchApiCall, type DispatchOptions } from './dispatch.ts'
import { areaOfHandler, handlers } from './areas-registry.ts'
import { serveStoredFile } from './storage.ts'
import type { IncomingCall, Reply } from '../core/call.ts'
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

/** Fails at start-up when a handler is missing, sits in another area than its operation's tag, or disagrees with the contract's security. */
function checkHandlersAgainstContract(): void {
  for (const [path, operation] of operations) {
    const handler = handlers[path as keyof typeof handlers] as (typeof handlers)[keyof typeof handlers] | undefined
    if (handler === undefined) throw new Error(`no handler for ${path}`)
    if (areaOfHandler.get(path) !== operation.area) {
      throw new Error(`${path}: the contract puts it in the ${operation.area} area, its handler is in ${areaOfHandler.get(path)}`)
    }
    if (handler.secured !== operation.secured) {
      throw new Error(`${path}: the contract says secured=${operation.secured}, the handler secured=${handler.secured}`)
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
  attachRelay(worlds, options.upstream === undefined ? undefined : { reportProblem: dispatch.reportProblem, ...options.upstream })
  return {
    worlds,
    handleApi: (call) => dispatchApiCall(worlds, call, dispatch),
    handleAdmin: (call) => dispatchAdminCall(worlds, call),
    handleStorage: (call) => serveStoredFile(worlds, call),
  }
}
