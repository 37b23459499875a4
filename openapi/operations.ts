// Types derived from the generated contract, shared by the web client and the mock.
// Nothing here is written by hand beyond picking parts of `paths`.
import type { paths } from './generated/api.ts'

/** Every app call, by its path under /api/vue (e.g. `/user/login`). */
export type ApiPath = keyof paths

type Post<P extends ApiPath> = paths[P]['post']

/** The body a call takes: JSON, or the fields of a multipart form (uploads). */
export type RequestBody<P extends ApiPath> =
  Post<P> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Post<P> extends { requestBody: { content: { 'multipart/form-data': infer Body } } }
      ? Body
      : never

/** The calls whose body is a multipart form (uploads). */
export type MultipartPath = {
  [P in ApiPath]: Post<P> extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? P : never
}[ApiPath]

type Answer<P extends ApiPath> = Post<P>['responses'][200]['content']['application/json']

/** The envelope of a successful answer. */
export type SuccessEnvelope<P extends ApiPath> = Extract<Answer<P>, { status: 1 }>

/** The `data` of a successful answer. */
export type ResponseData<P extends ApiPath> = SuccessEnvelope<P>['data']
