// Every screen's address, from the generated route tree: a link to a screen that does not
// exist fails to compile.
import type { FileRouteTypes } from '../routeTree.gen.ts'

export type ScreenPath = FileRouteTypes['to']
