// The activities area's page (docs/areas/activities.md) states the rewards, the prizes and the
// first draws of the default seed; these tests keep it in step with the code.
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { defaults } from '../../fastify/config.ts'
import { lotteryPrizes, prizeOfDraw } from '../activities/lottery.ts'
import { signinRewards } from '../activities/signin.ts'
import { toDecimalString } from '../core/minor-units.ts'

const readme = readFileSync(new URL('../../../../docs/areas/activities.md', import.meta.url), 'utf8')
const rows = (header: string) => {
  const start = readme.indexOf(header)
  expect(start, `README has no table headed ${header}`).toBeGreaterThanOrEqual(0)
  return readme
    .slice(start)
    .split('\n')
    .slice(2)
    .filter(
      (line, index, lines) => line.startsWith('|') && lines.slice(0, index).every((earlier) => earlier.startsWith('|')),
    )
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

describe('README, the account area', () => {
  it('lists the monthly sign-in rewards', () => {
    expect(rows('| Reward id | Sign-ins this month | Reward |')).toEqual(
      signinRewards.map((reward) => [String(reward.id), String(reward.need), toDecimalString(reward.money)]),
    )
  })

  it("lists the lottery's prizes and weights", () => {
    expect(rows('| Prize id | Prize (TWD) | Weight |')).toEqual(
      lotteryPrizes.map((prize) => [
        String(prize.id),
        prize.money === 0 ? 'none (謝謝參與)' : toDecimalString(prize.money),
        String(prize.weight),
      ]),
    )
  })

  it('names the first three draws of the default seed', () => {
    const named = [1, 2, 3].map((draw) => {
      const { money } = prizeOfDraw(defaults.seed, draw)
      return money === 0 ? '謝謝參與' : toDecimalString(money)
    })
    expect(readme).toContain(`first three draws of a world are ${named.join(', ')}`)
  })
})
