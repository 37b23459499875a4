// The site area: the configuration read at start-up and image uploads.
import type { Area } from '../core/area.ts'
import { siteHandlers } from './handlers.ts'

export const siteArea: Area = {
  name: 'site',
  handlers: siteHandlers,
}
