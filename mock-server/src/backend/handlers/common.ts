// The `common` group: site-wide calls without a session.
import type { HandlerMap } from './types.ts'

export const commonHandlers = {
  '/common/config': {
    secured: false,
    run: ({ world }) => world.db.settings.all().map(({ name, value }) => ({ name, value })),
  },
} satisfies Partial<HandlerMap>
