import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import { PathSelect } from './PathSelect.tsx'
import type { SectionProps } from './section.ts'

type Kind = Schemas['LatencyProfile']['kind']

/** The figures each kind of profile takes, with their labels. */
const figures: Record<Kind, Array<[keyof Schemas['LatencyProfile'], string]>> = {
  fixed: [['ms', 'Delay (ms)']],
  uniform: [
    ['minMs', 'Shortest (ms)'],
    ['maxMs', 'Longest (ms)'],
  ],
  lognormal: [
    ['medianMs', 'Median (ms)'],
    ['sigma', 'Sigma'],
    ['maxMs', 'Cap (ms)'],
  ],
}

function describe(profile: Schemas['LatencyProfile']): string {
  switch (profile.kind) {
    case 'fixed':
      return `${profile.ms ?? 0} ms`
    case 'uniform':
      return `${profile.minMs ?? 0}-${profile.maxMs ?? 0} ms`
    case 'lognormal':
      return (
        `median ${profile.medianMs ?? 0} ms, sigma ${profile.sigma ?? 0}` +
        (profile.maxMs === undefined ? '' : `, cap ${profile.maxMs} ms`)
      )
  }
}

export function LatencySection({ client, world, operations, act }: SectionProps) {
  const [path, setPath] = useState('*')
  const [kind, setKind] = useState<Kind>('lognormal')
  const [values, setValues] = useState<Record<string, string>>({
    ms: '300',
    minMs: '100',
    maxMs: '800',
    medianMs: '150',
    sigma: '0.5',
  })
  const profile = (): Schemas['LatencyProfile'] => ({
    path,
    kind,
    ...Object.fromEntries(
      figures[kind].filter(([name]) => (values[name] ?? '') !== '').map(([name]) => [name, Number(values[name])]),
    ),
  })
  return (
    <section aria-labelledby="latency-heading">
      <h2 id="latency-heading">Latency</h2>
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault()
          void act(() => unwrap(client.POST('/latency', { body: profile() })))
        }}
      >
        <PathSelect label="Latency path" value={path} onChange={setPath} operations={operations} everyPath />
        <label>
          Distribution{' '}
          <select value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
            <option>fixed</option>
            <option>uniform</option>
            <option>lognormal</option>
          </select>
        </label>
        {figures[kind].map(([name, label]) => (
          <label key={name}>
            {label}{' '}
            <input
              inputMode="decimal"
              size={6}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </label>
        ))}
        <button type="submit">Set latency</button>
      </form>
      {world.latency.length === 0 ? (
        <p>Answers come at once.</p>
      ) : (
        <ul>
          {world.latency.map((entry) => (
            <li key={entry.path}>
              {entry.path}: {entry.kind}, {describe(entry)}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void act(() => unwrap(client.DELETE('/latency')))}>
        Clear latency
      </button>
    </section>
  )
}
