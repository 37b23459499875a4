// Bank cards and USDT addresses: bound only with a verified identity, in the holder's own
// name and the network's format, once on the platform; unbound only by their owner.
import { describe, expect, it } from 'vitest'

import { demo } from '../../test-support.ts'
import { moneyWorld } from './test-support.ts'

const card = {
  bank_num: '00123456789012',
  bank_name: '玉山商業銀行',
  bank_address: '營業部',
  realname: '陳志明',
  bank_code: '808',
}
const trc = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW'
const erc = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('/user/addCard', () => {
  it.each<[string, Record<string, string>, string]>([
    ['a number of 9 digits', { bank_num: '123456789' }, 'card_number_invalid'],
    ['a number of 17 digits', { bank_num: '12345678901234567' }, 'card_number_invalid'],
    ['a number with a dash', { bank_num: '0012-3456789012' }, 'card_number_invalid'],
    ['another holder', { realname: '王小明' }, 'card_not_own'],
    ['a card bound already', { bank_num: '012540123456', bank_code: '822' }, 'card_exists'],
  ])('refuses %s and binds nothing', async (_, change, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/addCard', { ...card, ...change })).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('needs a verified identity, and a holder name to compare with', async () => {
    const money = await moneyWorld(demo.unverified)
    expect((await money.call('/user/addCard', card)).errorId).toBe('realname_required')
    // Verified by the steering API alone, the member has no real name on record.
    await money.setAccount({ verification: 1 })
    expect((await money.call('/user/addCard', { ...card, realname: '' })).errorId).toBe('card_not_own')
  })

  it('binds a card in the verified name (the same number at another bank is another account)', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/addCard', { ...card, realname: ' 陳志明 ', bank_address: ' 營業部 ' })).toEqual({
      id: 3,
      bank_name: '玉山商業銀行',
      bank_code: '808',
      bank_num: '00123456789012',
      bank_address: '營業部',
      realname: '陳志明',
      create_time: '2026-11-23 09:30:00',
    })
    expect((await money.call('/user/addCard', card)).errorId).toBe('card_exists')
    expect((await money.call('/user/addCard', { ...card, bank_code: '822' })).status).toBe(1)
    expect(((await money.data('/user/cardList', {})) as { id: number }[]).map((row) => row.id)).toEqual([1, 2, 3, 4])
  })
})

describe('/user/delbakcard', () => {
  it('unbinds the user’s own card; pending cash-outs keep their destination', async () => {
    const money = await moneyWorld()
    const cashOut = await money.data('/user/withdrawal', { money: '5000', bankid: 2, passwords: '123456' })
    expect(await money.data('/user/delbakcard', { bankid: 2 })).toBeNull()
    expect(((await money.data('/user/cardList', {})) as { id: number }[]).map((row) => row.id)).toEqual([1])
    expect(((await money.data('/user/withdrawallist', { page: 1 })) as unknown[])[0]).toEqual(cashOut)
    expect((await money.call('/user/delbakcard', { bankid: 2 })).errorId).toBe('card_not_found')
  })

  it('refuses another user’s card', async () => {
    const money = await moneyWorld()
    const other = await money.as(demo.unverified)
    expect((await other.call('/user/delbakcard', { bankid: 1 })).errorId).toBe('card_not_found')
    expect(await money.data('/user/cardList', {})).toHaveLength(2)
  })
})

describe('/user/addUsdt', () => {
  it.each<[string, Record<string, string>, string]>([
    ['a TRC20 address of 33 characters', { network: 'TRC20', address: trc.slice(0, -1) }, 'usdt_address_invalid'],
    [
      'a TRC20 address with a 0 (not base58)',
      { network: 'TRC20', address: `T0${trc.slice(2)}` },
      'usdt_address_invalid',
    ],
    ['an ERC20 address on TRC20', { network: 'TRC20', address: erc }, 'usdt_address_invalid'],
    ['an ERC20 address without 0x', { network: 'ERC20', address: erc.slice(2) }, 'usdt_address_invalid'],
    ['a bound address', { network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }, 'usdt_address_exists'],
    [
      'a bound ERC20 address in other letter case',
      { network: 'ERC20', address: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' },
      'usdt_address_exists',
    ],
  ])('refuses %s and binds nothing', async (_, change, id) => {
    const money = await moneyWorld()
    const before = money.snapshot()
    expect((await money.call('/user/addUsdt', { network: 'TRC20', address: trc, ...change } as never)).errorId).toBe(id)
    expect(money.snapshot()).toBe(before)
  })

  it('needs a verified identity', async () => {
    const money = await moneyWorld(demo.unverified)
    expect((await money.call('/user/addUsdt', { network: 'TRC20', address: trc })).errorId).toBe('realname_required')
  })

  it('binds an address with its note, and unbinds it', async () => {
    const money = await moneyWorld()
    expect(await money.data('/user/addUsdt', { network: 'TRC20', address: trc, remark: ' 交易所 ' })).toMatchObject({
      id: 3,
      network: 'TRC20',
      address: trc,
      remark: '交易所',
    })
    expect(await money.data('/user/delUsdt', { id: 3 })).toBeNull()
    expect((await money.call('/user/delUsdt', { id: 3 })).errorId).toBe('usdt_address_not_found')
    expect(await money.data('/user/usdtList', {})).toHaveLength(2)
  })
})
