import { useState } from 'react'

import { type Schemas, type SteeringClient, unwrap } from '../client.ts'
import { usePoll } from '../use-poll.ts'

interface Props {
  client: SteeringClient
  worldName: string
  openWorld: (name: string) => void
  act: (action: () => Promise<unknown>) => Promise<void>
  version: number
}

const worldNamePattern = /^[A-Za-z0-9._-]{1,64}$/

export function WorldSection({ client, worldName, openWorld, act, version }: Props) {
  const [worlds, setWorlds] = useState<Schemas['WorldSummary'][]>([])
  const [newName, setNewName] = useState('')
  const [seed, setSeed] = useState('')
  usePoll(
    async () => setWorlds(await unwrap<Schemas['WorldSummary'][]>(client.GET('/worlds'))),
    3000,
    [client, version],
    () => {},
  )
  const names = [...new Set([worldName, ...worlds.map((world) => world.session)])].sort()

  return (
    <section aria-labelledby="world-heading">
      <h2 id="world-heading">World</h2>
      <label>
        Shown world{' '}
        <select value={worldName} onChange={(event) => openWorld(event.target.value)}>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (worldNamePattern.test(newName)) openWorld(newName)
          setNewName('')
        }}
      >
        <label>
          New world name{' '}
          <input value={newName} pattern="[A-Za-z0-9._\-]{1,64}" onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit">Open world</button>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void act(() => unwrap(client.POST('/reset', { body: seed === '' ? {} : { seed: Number(seed) } })))
        }}
      >
        <label>
          Seed (empty keeps it){' '}
          <input inputMode="numeric" value={seed} onChange={(event) => setSeed(event.target.value)} />
        </label>
        <button type="submit">Reset world</button>
      </form>
    </section>
  )
}
