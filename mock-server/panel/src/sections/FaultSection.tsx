import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import { PathSelect } from './PathSelect.tsx'
import type { SectionProps } from './section.ts'

const kinds: Array<Schemas['FaultRequest']['kind']> = ['delay', 'hang', 'reset', 'malformed', 'html', 'http']

export function FaultSection({ client, world, operations, act }: SectionProps) {
  const [path, setPath] = useState('*')
  const [kind, setKind] = useState<Schemas['FaultRequest']['kind']>('http')
  const [status, setStatus] = useState('500')
  const [delayMs, setDelayMs] = useState('')
  const [times, setTimes] = useState(1)
  const fault = (): Schemas['FaultRequest'] => ({
    path,
    kind,
    times,
    ...(delayMs !== '' && (kind === 'delay' || kind === 'hang') ? { delayMs: Number(delayMs) } : {}),
    ...(status !== '' && (kind === 'html' || kind === 'http') ? { status: Number(status) } : {}),
  })
  return (
    <section aria-labelledby="faults-heading">
      <h2 id="faults-heading">Transport faults</h2>
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault()
          void act(() => unwrap(client.POST('/faults', { body: fault() })))
        }}
      >
        <PathSelect label="Fault path" value={path} onChange={setPath} operations={operations} everyPath />
        <label>
          Kind{' '}
          <select value={kind} onChange={(event) => setKind(event.target.value as Schemas['FaultRequest']['kind'])}>
            {kinds.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          HTTP status{' '}
          <input inputMode="numeric" size={4} value={status} onChange={(event) => setStatus(event.target.value)} />
        </label>
        <label>
          Delay (ms){' '}
          <input inputMode="numeric" size={6} value={delayMs} onChange={(event) => setDelayMs(event.target.value)} />
        </label>
        <label>
          Fault times{' '}
          <input
            type="number"
            min={1}
            max={1000}
            value={times}
            onChange={(event) => setTimes(Number(event.target.value))}
          />
        </label>
        <button type="submit">Inject fault</button>
      </form>
      <ul>
        {world.faults.map((pending, index) => (
          <li key={`${pending.path}-${index}`}>
            {pending.kind} on {pending.path} × {pending.remaining}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void act(() => unwrap(client.DELETE('/faults')))}>
        Clear faults
      </button>
    </section>
  )
}
