// A handler is a function of (context, validated body) that returns the answer's `data`
// or raises a catalogue error. Its types come from the generated contract, so a contract
// change the mock does not follow fails to compile.
import type { ApiPath, MultipartPath, RequestBody, ResponseData } from '#openapi/operations.ts'

import type { SessionRecord, UserRecord } from './collections.ts'
import type { UploadedFile } from './uploads.ts'
import type { World } from './world.ts'

/** What a handler is given. Pass it on as it is: a copy (`{ ...context }`) would lose its clock. */
export interface CallContext {
  readonly world: World
  /**
   * The world clock when the call arrived. A read whose answer reads it is answered anew on
   * every call (engine/read-memo.ts); read `minute` instead when only the minute matters.
   */
  readonly now: number
  /**
   * The start of the minute `now` falls in. A read whose answer depends on time through this
   * alone (the market's prices move once a minute) is kept for the rest of the minute.
   */
  readonly minute: number
  /**
   * Says that the answer, for a handler that read `now`, stays the same until `instant` as
   * far as the clock goes (the next publication, the end of a lock): it is kept until then.
   * Every use of `now` in the answer must be covered by such a call.
   */
  holdsUntil(instant: number): void
}

export interface UserContext extends CallContext {
  readonly user: UserRecord
  readonly session: SessionRecord
}

type Result<P extends ApiPath> = ResponseData<P> | Promise<ResponseData<P>>

/** What a handler receives: the validated JSON body, or for uploads each form field as a file. */
export type HandlerBody<P extends ApiPath> = P extends MultipartPath
  ? { [Field in keyof RequestBody<P>]: UploadedFile }
  : RequestBody<P>

/** A call open to anyone (the contract's `security: []`). */
export interface PublicHandler<P extends ApiPath> {
  secured: false
  run(context: CallContext, body: HandlerBody<P>): Result<P>
}

/** A call that needs a session; the dispatcher resolves the user first. */
export interface UserHandler<P extends ApiPath> {
  secured: true
  run(context: UserContext, body: HandlerBody<P>): Result<P>
}

export type Handler<P extends ApiPath> = PublicHandler<P> | UserHandler<P>

export type HandlerMap = { [P in ApiPath]: Handler<P> }
