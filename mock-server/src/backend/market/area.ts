// The market area: quotes, charts, search and lists of instruments, all computed from the world seed and clock.
import type { Area } from '../core/area.ts'
import { marketHandlers } from './handlers.ts'

export const marketArea: Area = {
  name: 'market',
  handlers: marketHandlers,
}
