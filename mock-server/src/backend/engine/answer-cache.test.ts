// Lasting answers: their envelope and JSON made once per operation and shared, frozen;
// other answers made anew for every call, checked again unless the same text passed before.
import { describe, expect, it } from 'vitest'

import { lastingAnswer } from '../core/lasting-answers.ts'
import { encodeAnswer, rememberPassed } from './answer-cache.ts'

describe('encodeAnswer', () => {
  it('makes a lasting answer once per operation: the same frozen envelope and the same bytes', () => {
    const data = lastingAnswer({ rows: [{ price: '1.00' }] })
    const first = encodeAnswer('/a', data)
    expect(encodeAnswer('/a', data)).toBe(first)
    expect(Object.isFrozen(first.envelope)).toBe(true)
    expect(new TextDecoder().decode(first.encoded as Uint8Array)).toBe(JSON.stringify({ status: 1, msg: '', data }))
    expect(encodeAnswer('/b', data)).not.toBe(first)
  })

  it('makes any other answer anew, as its JSON text', () => {
    const data = { rows: [] }
    const answer = encodeAnswer('/a', data)
    expect(answer).toEqual({
      envelope: { status: 1, msg: '', data },
      encoded: JSON.stringify({ status: 1, msg: '', data }),
      checked: false,
    })
    expect(encodeAnswer('/a', data)).not.toBe(answer)
    expect(encodeAnswer('/a', null).envelope).toEqual({ status: 1, msg: '', data: null })
  })

  it("counts an answer as checked when the same text passed its operation's check before, and only then", () => {
    const first = encodeAnswer('/passed', { n: 1 })
    expect(first.checked).toBe(false)
    rememberPassed('/passed', first)
    expect(first.checked).toBe(true)
    expect(encodeAnswer('/passed', { n: 1 }).checked).toBe(true)
    // Another text, or the same text of another operation, is checked again.
    expect(encodeAnswer('/passed', { n: 2 }).checked).toBe(false)
    expect(encodeAnswer('/other', { n: 1 }).checked).toBe(false)
    // Only the latest few texts are kept.
    for (let n = 10; n < 20; n++) rememberPassed('/passed', encodeAnswer('/passed', { n }))
    expect(encodeAnswer('/passed', { n: 1 }).checked).toBe(false)
    expect(encodeAnswer('/passed', { n: 19 }).checked).toBe(true)
  })

  it('keeps no long text: a long answer is checked every time', () => {
    const long = { text: 'x'.repeat(70 * 1024) }
    rememberPassed('/long', encodeAnswer('/long', long))
    expect(encodeAnswer('/long', long).checked).toBe(false)
  })
})
