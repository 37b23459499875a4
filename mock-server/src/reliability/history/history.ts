// The recorded history of a run, as Jepsen records one: every call with who made it, what
// it sent, and what the HTTP answer said, in the order calls were invoked, each with the
// position in one sequence of its invocation and of its completion (so that "A completed
// before B was invoked" can be read off two numbers). The checker judges only this.

/** What a call was for: a write of an area, a read of a list, the steering API. */
export type OperationKind =
  | 'register'
  | 'login'
  | 'upload'
  | 'identity'
  | 'fund-password'
  | 'bank-card'
  | 'steer-account'
  | 'buy'
  | 'sell'
  | 'cancel'
  | 'deposit'
  | 'cash-out'
  | 'review'
  | 'exchange'
  | 'borrow'
  | 'repay'
  | 'coupon'
  | 'subscribe'
  | 'pay-subscription'
  | 'block-buy'
  | 'follow'
  | 'clock'
  | 'read'

export interface Operation {
  /** Its place in the history (invocation order). */
  index: number
  /** The client that made it; -1 for the world's set-up and the final reads. */
  client: number
  account: string
  kind: OperationKind
  /** `/api/vue` path, or `/__mock` path for the steering API. */
  path: string
  body: unknown
  /** The Idempotency-Key it carried. */
  key?: string
  /** Positions in the one sequence of invocations and completions. */
  invoked: number
  completed: number
  http: number
  /** The envelope's status and message (1: carried out). */
  status: number
  msg: string
  /** The answer carried `idempotent-replayed: true`. */
  replayed: boolean
  /** The answer's data, as the checker needs it (rows reduced to their judged fields). */
  data: unknown
}

export class History {
  readonly operations: Operation[] = []
  #sequence = 0

  /** Notes a call about to be sent; returns it, to be completed with its answer. */
  invoke(fields: Pick<Operation, 'client' | 'account' | 'kind' | 'path' | 'body' | 'key'>): Operation {
    const operation: Operation = {
      index: this.operations.length,
      ...fields,
      invoked: this.#sequence++,
      completed: -1,
      http: 0,
      status: -1,
      msg: '',
      replayed: false,
      data: undefined,
    }
    if (fields.key === undefined) delete operation.key
    this.operations.push(operation)
    return operation
  }

  complete(operation: Operation, answer: Pick<Operation, 'http' | 'status' | 'msg' | 'replayed' | 'data'>): Operation {
    Object.assign(operation, answer, { completed: this.#sequence++ })
    return operation
  }
}

/** Whether `a` completed before `b` was invoked (a real-time order: b saw everything a did). */
export const precedes = (a: Operation, b: Operation): boolean => a.completed >= 0 && a.completed < b.invoked
