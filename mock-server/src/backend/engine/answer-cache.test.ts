// Lasting answers: their envelope and JSON made once per operation and shared, frozen;
// other answers made anew for every call.
import { describe, expect, it } from 'vitest'
import { lastingAnswer } from '../core/lasting-answers.ts'
import { answerOf } from './answer-cache.ts'

describe('answerOf', () => {
  it('makes a lasting answer once per operation: the same frozen envelope and the same bytes', () => {
    const data = lastingAnswer({ rows: [{ price: '1.00' }] })
    const first = answerOf('/a', data)
    expect(answerOf('/a', data)).toBe(first)
    expect(Object.isFrozen(first.envelope)).toBe(true)
    expect(new TextDecoder().decode(first.encoded)).toBe(JSON.stringify({ status: 1, msg: '', data }))
    expect(answerOf('/b', data)).not.toBe(first)
  })

  it('makes any other answer anew, without bytes', () => {
    const data = { rows: [] }
    const answer = answerOf('/a', data)
    expect(answer).toEqual({ envelope: { status: 1, msg: '', data }, encoded: undefined, checked: false })
    expect(answerOf('/a', data)).not.toBe(answer)
    expect(answerOf('/a', null).envelope).toEqual({ status: 1, msg: '', data: null })
  })
})
