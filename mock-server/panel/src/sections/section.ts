// What every section of the panel is given.
import type { Schemas, SteeringClient } from '../client.ts'

/** What every section is given: the client of the shown world, its state, and how to act on it. */
export interface SectionProps {
  client: SteeringClient
  world: Schemas['World']
  operations: readonly Schemas['OperationInfo'][]
  /** Runs a steering call, shows its refusal if any, then reads the world again. */
  act: (action: () => Promise<unknown>) => Promise<void>
  /** Bumped after every action, so sections reading their own data read it again. */
  version: number
}
