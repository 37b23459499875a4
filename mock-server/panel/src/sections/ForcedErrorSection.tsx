// Search the error catalogue and force an entry on the next calls of a path.
import { useState } from 'react'

import { catalogue, type CatalogueEntry } from '#openapi/generated/errors.ts'

import { unwrap } from '../client.ts'
import { PathSelect } from './PathSelect.tsx'
import type { SectionProps } from './section.ts'

const entries: readonly CatalogueEntry[] = Object.values(catalogue)
const shown = 12

function matches(entry: CatalogueEntry, words: string[]): boolean {
  const text = `${entry.id} ${entry.message} ${entry.meaning}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

export function ForcedErrorSection({ client, world, operations, act }: SectionProps) {
  const [path, setPath] = useState('/user/login')
  const [search, setSearch] = useState('')
  const [times, setTimes] = useState(1)
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  // The path's own errors first: what its handler may answer with.
  const listed = operations.find((operation) => operation.path === path)?.errors ?? []
  const found = entries
    .filter((entry) => matches(entry, words))
    .sort((a, b) => Number(listed.includes(b.id)) - Number(listed.includes(a.id)))

  return (
    <section aria-labelledby="errors-heading">
      <h2 id="errors-heading">Force a catalogue error</h2>
      <div className="row">
        <PathSelect label="On path" value={path} onChange={setPath} operations={operations} />
        <label>
          Times{' '}
          <input
            type="number"
            min={1}
            max={1000}
            value={times}
            onChange={(event) => setTimes(Number(event.target.value))}
          />
        </label>
      </div>
      <label>
        Search the catalogue{' '}
        <input
          type="search"
          value={search}
          placeholder="id, message or meaning"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <ul className="entries">
        {found.slice(0, shown).map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              aria-label={`Force ${entry.id}`}
              onClick={() => void act(() => unwrap(client.POST('/errors', { body: { path, id: entry.id, times } })))}
            >
              Force
            </button>{' '}
            <code>{entry.id}</code> {entry.message}
            {listed.includes(entry.id) ? <span className="tag">x-errors</span> : null}
          </li>
        ))}
      </ul>
      <p>{found.length > shown ? `${found.length - shown} more: narrow the search.` : null}</p>
      <h3>Pending</h3>
      {world.forcedErrors.length === 0 ? (
        <p>No forced error.</p>
      ) : (
        <ul>
          {world.forcedErrors.map((error, index) => (
            <li key={`${error.path}-${error.id}-${index}`}>
              {error.id} on {error.path} × {error.remaining}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void act(() => unwrap(client.DELETE('/errors')))}>
        Clear forced errors
      </button>
    </section>
  )
}
