// The price stepper's moves: by valid ticks of the instrument (the same tick table the mock
// enforces, from the shared market rules), snapped to a tick when typed by hand.
import { type InstrumentKind, roundToTick, stepPrice } from '#rules/market.ts'

const toCents = (value: number) => Math.round(value * 100)

export function tickSteps(kind: InstrumentKind) {
  return {
    stepBy: (value: number, direction: 1 | -1) => stepPrice(kind, Math.max(1, toCents(value)), direction) / 100,
    snap: (value: number) => roundToTick(kind, Math.max(1, toCents(value))) / 100,
  }
}
