// USDT addresses for cash-outs: bound only with a verified identity, in the network's
// format, once on the platform.
import type { ResponseData } from '#openapi/operations.ts'
import { usdtAddressPatterns } from '#rules/payout-accounts.ts'

import { raise } from '../core/catalogue.ts'
import type { HandlerMap } from '../core/handler.ts'
import { upstreamTime } from '../core/time.ts'
import type { UsdtAddressRecord } from './records.ts'

/** ERC20 addresses are the same in any letter case (the case is only a checksum). */
const sameAddress = (network: UsdtAddressRecord['network'], address: string) =>
  network === 'ERC20' ? address.toLowerCase() : address

function addressAnswer(address: UsdtAddressRecord): ResponseData<'/user/addUsdt'> {
  return {
    id: address.id,
    network: address.network,
    address: address.address,
    remark: address.remark,
    create_time: upstreamTime(address.createdAt),
  }
}

export const usdtAddressHandlers = {
  '/user/usdtList': {
    secured: true,
    run({ world, user }) {
      return world.db.usdtAddresses
        .findMany((q) => q.where({ userId: user.id }))
        .sort((a, b) => a.id - b.id)
        .map(addressAnswer)
    },
  },

  '/user/addUsdt': {
    secured: true,
    async run({ world, user, now }, { network, address, remark }) {
      if (!usdtAddressPatterns[network].test(address)) raise('usdt_address_invalid')
      const key = sameAddress(network, address)
      if (
        world.db.usdtAddresses
          .findMany((q) => q.where({ network }))
          .some((other) => sameAddress(network, other.address) === key)
      )
        raise('usdt_address_exists')
      const record = await world.db.usdtAddresses.create({
        id: world.ids.next('usdtAddress'),
        userId: user.id,
        network,
        address,
        remark: (remark ?? '').trim(),
        createdAt: now,
      })
      return addressAnswer(record)
    },
  },

  '/user/delUsdt': {
    secured: true,
    async run({ world, user }, { id }) {
      const address = world.db.usdtAddresses.findFirst((q) => q.where({ id, userId: user.id }))
      if (address === undefined) raise('usdt_address_not_found')
      world.db.usdtAddresses.delete((q) => q.where({ id: address.id }))
      return null
    },
  },
} satisfies Partial<HandlerMap>
