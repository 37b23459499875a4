import { describe, expect, it } from 'vitest'

import { demoAccounts } from '../mock-server/src/backend/core/seed-data.ts'
import { isRealName, isTaiwanId, maskTaiwanId } from './account.ts'

describe('isTaiwanId', () => {
  it.each([
    ['A123456789', 'the classic example'],
    ['H224680135', 'a woman registered in Taoyuan'],
    ['K120987651', 'Miaoli'],
    ['A800000014', 'a resident, new format (8)'],
    ['A900000016', 'a resident, new format (9)'],
  ])('accepts %s (%s)', (id) => {
    expect(isTaiwanId(id)).toBe(true)
  })

  it.each(demoAccounts.filter((demo) => demo.idCard !== '').map((demo) => [demo.idCard]))(
    'accepts the seeded %s',
    (id) => {
      expect(isTaiwanId(id)).toBe(true)
    },
  )

  it.each([
    ['A123456788', 'a wrong check digit'],
    ['a123456789', 'a lower-case letter'],
    ['A323456789', 'a second digit other than 1, 2, 8 or 9'],
    ['A12345678', 'nine characters'],
    ['A1234567890', 'eleven characters'],
    ['1123456789', 'no letter'],
    ['AB23456789', 'two letters'],
    [' A123456789', 'a leading space'],
    ['Ａ123456789', 'a full-width letter'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (id) => {
    expect(isTaiwanId(id)).toBe(false)
  })
})

describe('isRealName', () => {
  it.each(['陳志明', '王小明', '歐陽娜娜', 'Wang Xiaoming', "Anne-Marie O'Neil", '瓦歷斯·諾幹', '馬躍‧比吼', 'Ólafur'])(
    'accepts %s',
    (name) => {
      expect(isRealName(name)).toBe(true)
    },
  )

  it.each([
    ['陳', 'one character'],
    ['陳志明1', 'a digit'],
    ['<script>', 'markup'],
    [' 陳志明', 'a leading space (the caller trims)'],
    ['王  明', 'two spaces in a row'],
    ['·王明', 'a leading dot'],
    ['王'.repeat(31), '31 characters'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (name) => {
    expect(isRealName(name)).toBe(false)
  })

  it('accepts 30 characters', () => {
    expect(isRealName('王'.repeat(30))).toBe(true)
  })
})

describe('maskTaiwanId', () => {
  it('keeps the first three and the last three characters', () => {
    expect(maskTaiwanId('A123456789')).toBe('A12****789')
    expect(maskTaiwanId('')).toBe('')
  })
})

describe('the module', () => {
  it('imports nothing, so the app can share it without pulling in the mock', async () => {
    const { readFile } = await import('node:fs/promises')
    const source = await readFile(new URL('./account.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*import\s/m)
  })
})
