// The copy-on-write collection: its queries and updates, frozen records, forks that share records
// until they change, and changes refused when the world asks.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { Collection } from './collection.ts'

const schema = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()) })

async function filled() {
  const people = new Collection({ schema })
  await people.create({ id: 1, name: 'ann', tags: ['a'] })
  await people.create({ id: 2, name: 'bob', tags: [] })
  return people
}

describe('Collection', () => {
  it('creates, finds, updates and deletes records, with condition objects and predicates', async () => {
    const people = await filled()
    expect(people.findFirst((q) => q.where({ name: 'bob' }))?.id).toBe(2)
    expect(people.findMany((q) => q.where((record) => record.id > 0)).map((record) => record.id)).toEqual([1, 2])
    const updated = await people.update((q) => q.where({ id: 1 }), { data: (draft) => void draft.tags.push('b') })
    expect(updated?.tags).toEqual(['a', 'b'])
    expect(people.delete((q) => q.where({ id: 2 }))?.name).toBe('bob')
    expect(people.count()).toBe(1)
    expect(await people.update((q) => q.where({ id: 9 }), { data: () => {} })).toBeUndefined()
  })

  it('validates records against the schema on create and update', async () => {
    const people = await filled()
    await expect(people.create({ id: 'x', name: 'x', tags: [] } as never)).rejects.toThrow(/schema/)
    await expect(
      people.update((q) => q.where({ id: 1 }), { data: (draft) => void Object.assign(draft, { id: 'x' }) }),
    ).rejects.toThrow(/schema/)
    expect(people.findFirst((q) => q.where({ id: 1 }))?.name).toBe('ann')
  })

  it('keeps records frozen: an update replaces a record, never changes it', async () => {
    const people = await filled()
    const before = people.findFirst((q) => q.where({ id: 1 }))!
    expect(() => {
      ;(before as { name: string }).name = 'changed'
    }).toThrow(TypeError)
    expect(() => before.tags.push('x')).toThrow(TypeError)
    const after = await people.update((q) => q.where({ id: 1 }), { data: (draft) => void (draft.name = 'anne') })
    expect(before.name).toBe('ann')
    expect(after?.name).toBe('anne')
    expect(Object.isFrozen(after)).toBe(true)
  })

  it('shares records with a fork until either changes, then each keeps its own', async () => {
    const parent = await filled()
    const fork = parent.fork()
    expect(fork.all()).toBe(parent.all())
    await fork.create({ id: 3, name: 'cy', tags: [] })
    await fork.update((q) => q.where({ id: 1 }), { data: (draft) => void (draft.name = 'anne') })
    fork.delete((q) => q.where({ id: 2 }))
    expect(parent.all().map((record) => record.name)).toEqual(['ann', 'bob'])
    expect(fork.all().map((record) => record.name)).toEqual(['anne', 'cy'])
    const sibling = parent.fork()
    sibling.deleteMany((q) => q.where({ id: (id) => id > 0 }))
    expect(sibling.count()).toBe(0)
    expect(parent.count()).toBe(2)
    // The unchanged record is the same object in both.
    expect(fork.all()).not.toContain(parent.all()[0])
    expect(parent.fork().all()[1]).toBe(parent.all()[1])
  })

  it('asks before every change and changes nothing when refused', async () => {
    const people = await filled()
    const refused = new Error('refused')
    people.beforeChange = () => {
      throw refused
    }
    await expect(people.create({ id: 3, name: 'cy', tags: [] })).rejects.toBe(refused)
    await expect(people.update((q) => q.where({ id: 1 }), { data: (draft) => void (draft.name = 'x') })).rejects.toBe(
      refused,
    )
    expect(() => people.delete((q) => q.where({ id: 1 }))).toThrow(refused)
    expect(() => people.deleteMany((q) => q.where({ id: 1 }))).toThrow(refused)
    expect(() => people.clear()).toThrow(refused)
    // Reading is never refused; a change that finds nothing to change asks nothing.
    expect(people.findMany().map((record) => record.name)).toEqual(['ann', 'bob'])
    expect(people.delete((q) => q.where({ id: 9 }))).toBeUndefined()
  })
})
