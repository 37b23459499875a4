import { useState } from 'react'

import { type Schemas, unwrap } from '../client.ts'
import type { SectionProps } from './section.ts'

const steps = [
  ['+1 minute', 60_000],
  ['+15 minutes', 15 * 60_000],
  ['+1 hour', 3_600_000],
  ['+1 day', 86_400_000],
] as const

export function ClockSection({ client, world, act }: SectionProps) {
  const [instant, setInstant] = useState('')
  const change = (body: Schemas['ClockRequest']) => act(() => unwrap(client.POST('/clock', { body })))
  return (
    <section aria-labelledby="clock-heading">
      <h2 id="clock-heading">Clock</h2>
      <p>
        Now <output data-testid="clock-now">{world.now}</output> ({world.clockMode})
      </p>
      <div className="buttons">
        {steps.map(([label, ms]) => (
          <button key={label} type="button" onClick={() => void change({ advanceMs: ms })}>
            {label}
          </button>
        ))}
        <button
          type="button"
          onClick={() => void change({ mode: world.clockMode === 'frozen' ? 'running' : 'frozen' })}
        >
          {world.clockMode === 'frozen' ? 'Run the clock' : 'Freeze the clock'}
        </button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void change({ set: instant })
        }}
      >
        <label>
          Set the clock to{' '}
          <input
            value={instant}
            placeholder="2026-11-24T13:40:00+08:00"
            onChange={(event) => setInstant(event.target.value)}
          />
        </label>
        <button type="submit">Set</button>
      </form>
    </section>
  )
}
