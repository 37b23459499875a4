// The market's answers are the same all through a minute, so they are computed once a minute
// and shared; a lasting answer is frozen and served again as the same object.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isLastingAnswer } from '../core/lasting-answers.ts'
import { stateAt } from './engine.ts'
import { findInstrument, instruments } from './instruments.ts'
import { MinuteAnswers } from './minute-answers.ts'
import { indices, kline, type KlineType, plateMembers, plateRows, quote, search, stockRow, top } from './quotes.ts'

const seed = 20261123
const minuteMs = 60_000
const klineTypes: KlineType[] = ['time', '5m', '15m', '60m', 'day', 'week', 'month']
const symbols = instruments.map((instrument) => instrument.symbol)

// Instants over a fortnight around the seed's start: weekdays and weekends, before, during
// and after the sessions.
const instant = fc.integer({
  min: Date.parse('2026-11-16T00:00:00+08:00'),
  max: Date.parse('2026-11-30T00:00:00+08:00'),
})

describe('the market within a minute', () => {
  it('answers every call the same at any instant of a minute as at its start', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...symbols), fc.constantFrom(...klineTypes), (at, symbol, type) => {
        const start = Math.floor(at / minuteMs) * minuteMs
        const instrument = findInstrument(symbol)!
        expect(quote(seed, instrument, at)).toEqual(quote(seed, instrument, start))
        expect(kline(seed, instrument, at, type)).toEqual(kline(seed, instrument, start, type))
        expect(search(seed, at, symbol.slice(0, 2))).toEqual(search(seed, start, symbol.slice(0, 2)))
        expect(top(seed, at, 'rise', 'all', 1)).toEqual(top(seed, start, 'rise', 'all', 1))
        expect(indices(seed, at)).toEqual(indices(seed, start))
        expect(plateRows(seed, at, 'concept')).toEqual(plateRows(seed, start, 'concept'))
        expect(plateMembers(seed, at, 'C01', 1)).toEqual(plateMembers(seed, start, 'C01', 1))
        // A watchlist's rows (favorites/watchlist.ts), read by the minute.
        expect(stockRow(seed, stateAt(seed, instrument, at))).toEqual(stockRow(seed, stateAt(seed, instrument, start)))
      }),
      { numRuns: 30 },
    )
  }, 60_000)
})

describe('MinuteAnswers', () => {
  it('computes an answer once per seed, call and minute, frozen and marked as lasting', () => {
    const answers = new MinuteAnswers(10)
    let computed = 0
    const compute = () => ({ rows: [{ n: (computed += 1) }] })
    const at = Date.parse('2026-11-23T09:30:00+08:00')
    const first = answers.get(seed, at, 'call', compute)
    expect(answers.get(seed, at + 59_999, 'call', compute)).toBe(first)
    expect(Object.isFrozen(first.rows[0])).toBe(true)
    expect(isLastingAnswer(first)).toBe(true)
    expect(answers.get(seed, at + minuteMs, 'call', compute)).not.toBe(first)
    expect(answers.get(7, at, 'call', compute)).not.toBe(first)
    expect(answers.get(seed, at, 'other', compute)).not.toBe(first)
    expect(computed).toBe(4)
  })

  it('keeps at most its limit of answers', () => {
    const answers = new MinuteAnswers(2)
    const at = Date.parse('2026-11-23T09:30:00+08:00')
    const first = answers.get(seed, at, 'a', () => ({}))
    answers.get(seed, at, 'b', () => ({}))
    answers.get(seed, at, 'c', () => ({}))
    expect(answers.get(seed, at, 'a', () => ({}))).not.toBe(first)
  })
})
