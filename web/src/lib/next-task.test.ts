// nextTask resolves in a later task: after the microtasks queued before it, and after a task queued before it.
import { describe, expect, it } from 'vitest'

import { nextTask } from './next-task.ts'

describe('nextTask', () => {
  it('resolves once the current task and its microtasks are done', async () => {
    const order: string[] = []
    const waited = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    order.push('current task')
    await waited
    expect(order).toEqual(['current task', 'microtask', 'next task'])
  })
})
