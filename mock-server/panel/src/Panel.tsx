// The control panel: one world at a time (the `world` query parameter, `default` without
// it), its state read every second, and one section per kind of steering.
import { useCallback, useMemo, useState } from 'react'

import { type Schemas, steeringClient, unwrap } from './client.ts'
import { AccountSection } from './sections/AccountSection.tsx'
import { ClockSection } from './sections/ClockSection.tsx'
import { FaultSection } from './sections/FaultSection.tsx'
import { ForcedErrorSection } from './sections/ForcedErrorSection.tsx'
import { LatencySection } from './sections/LatencySection.tsx'
import { RequestSection } from './sections/RequestSection.tsx'
import { ReviewSection } from './sections/ReviewSection.tsx'
import type { SectionProps } from './sections/section.ts'
import { StubSection } from './sections/StubSection.tsx'
import { WorldSection } from './sections/WorldSection.tsx'
import { usePoll } from './use-poll.ts'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function Panel() {
  const [worldName, setWorldName] = useState(() => new URLSearchParams(location.search).get('world') || 'default')
  const client = useMemo(() => steeringClient(worldName), [worldName])
  const [world, setWorld] = useState<Schemas['World']>()
  const [operations, setOperations] = useState<Schemas['OperationInfo'][]>([])
  const [problem, setProblem] = useState<string>()
  const [version, setVersion] = useState(0)

  usePoll(
    async () => setWorld(await unwrap<Schemas['World']>(client.GET('/world'))),
    1000,
    [client, version],
    (error) => setProblem(message(error)),
  )
  usePoll(
    async () => setOperations(await unwrap<Schemas['OperationInfo'][]>(client.GET('/operations'))),
    60_000,
    [client],
    (error) => setProblem(message(error)),
  )

  const act = useCallback(async (action: () => Promise<unknown>) => {
    try {
      setProblem(undefined)
      await action()
    } catch (error) {
      setProblem(message(error))
    }
    setVersion((current) => current + 1)
  }, [])

  const openWorld = useCallback((name: string) => {
    const url = new URL(location.href)
    url.searchParams.set('world', name)
    history.replaceState(null, '', url)
    setWorld(undefined)
    setWorldName(name)
  }, [])

  return (
    <main>
      <header>
        <h1>Mock control panel</h1>
        <p>
          World <strong data-testid="world-name">{worldName}</strong>
          {world === undefined ? null : (
            <>
              {' '}
              · seed {world.seed} · {world.requestCount} requests logged
            </>
          )}
        </p>
      </header>
      {problem === undefined ? null : (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      <WorldSection client={client} worldName={worldName} openWorld={openWorld} act={act} version={version} />
      {world === undefined ? (
        <p>Reading the world…</p>
      ) : (
        <SectionsOf props={{ client, world, operations, act, version }} />
      )}
    </main>
  )
}

function SectionsOf({ props }: { props: SectionProps }) {
  return (
    <>
      <ClockSection {...props} />
      <ForcedErrorSection {...props} />
      <FaultSection {...props} />
      <LatencySection {...props} />
      <RequestSection {...props} />
      <ReviewSection {...props} />
      <AccountSection {...props} />
      <StubSection {...props} />
    </>
  )
}
