import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import { usePoll } from '../use-poll.ts'
import type { SectionProps } from './section.ts'

export function ReviewSection({ client, act, version }: SectionProps) {
  const [pending, setPending] = useState<Schemas['ReviewItem'][]>()
  usePoll(
    async () => setPending(await unwrap<Schemas['ReviewItem'][]>(client.GET('/reviews'))),
    2000,
    [client, version],
    () => {},
  )
  const decide = (item: Schemas['ReviewItem'], decision: 'approve' | 'reject') =>
    act(() => unwrap(client.POST('/reviews', { body: { kind: item.kind, id: item.id, decision } })))
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {pending === undefined ? null : pending.length === 0 ? (
        <p>Nothing waits for review.</p>
      ) : (
        <ul>
          {pending.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <strong>
                {item.kind} {item.id}
              </strong>{' '}
              {item.account}: {item.summary} ({item.submittedAt.slice(0, 16).replace('T', ' ')}){' '}
              <button
                type="button"
                aria-label={`Approve ${item.kind} ${item.id}`}
                onClick={() => void decide(item, 'approve')}
              >
                Approve
              </button>{' '}
              <button
                type="button"
                aria-label={`Reject ${item.kind} ${item.id}`}
                onClick={() => void decide(item, 'reject')}
              >
                Reject
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
