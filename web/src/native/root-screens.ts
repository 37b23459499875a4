// The root screens of the native shell: the five tab screens and the login screens. Back
// on one of them does not leave it; it arms the double press that quits the app.
import { isTabPath } from '../frame/tabs.ts'

export function isRootScreen(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/login/') || isTabPath(pathname)
}
