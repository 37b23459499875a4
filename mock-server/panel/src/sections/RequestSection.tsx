// The world's request log, live (read every second), newest first, optionally of one path.
import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import { usePoll } from '../use-poll.ts'
import type { SectionProps } from './section.ts'

export function RequestSection({ client, operations, act, version }: SectionProps) {
  const [path, setPath] = useState('')
  const [records, setRecords] = useState<Schemas['RequestRecord'][]>([])
  const [count, setCount] = useState<Schemas['RequestCount']>()
  const query = path === '' ? {} : { path }
  usePoll(
    async () => {
      setRecords(await unwrap<Schemas['RequestRecord'][]>(client.GET('/requests', { params: { query } })))
      setCount(await unwrap<Schemas['RequestCount']>(client.GET('/requests/count', { params: { query } })))
    },
    1000,
    [client, path, version],
    () => {},
  )
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">Requests</h2>
      <div className="row">
        <label>
          Requests of{' '}
          <select value={path} onChange={(event) => setPath(event.target.value)}>
            <option value="">every path</option>
            {operations.map((operation) => (
              <option key={operation.path}>{operation.path}</option>
            ))}
          </select>
        </label>
        <output data-testid="request-count">{count === undefined ? '' : `${count.count} received`}</output>
        <button type="button" onClick={() => void act(() => unwrap(client.DELETE('/requests')))}>
          Clear the log
        </button>
      </div>
      <table>
        <caption>Latest requests, newest first</caption>
        <thead>
          <tr>
            <th scope="col">At</th>
            <th scope="col">Path</th>
            <th scope="col">HTTP</th>
            <th scope="col">Answer</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {records
            .slice(-50)
            .reverse()
            .map((record, index) => (
              <tr key={`${record.at}-${record.path}-${index}`}>
                <td>{record.at.slice(11, 19)}</td>
                <td>{record.path}</td>
                <td>{record.httpStatus}</td>
                <td>{record.errorId ?? (record.status === 1 ? 'ok' : String(record.status))}</td>
                <td>
                  <code>{JSON.stringify(record.body)}</code>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  )
}
