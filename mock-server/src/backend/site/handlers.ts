// The site area's calls: the configuration read at start-up, and image uploads.
import type { HandlerMap } from '../core/handler.ts'
import { acceptImage } from '../core/uploads.ts'

export const siteHandlers = {
  '/common/config': {
    secured: false,
    run: ({ world }) => world.db.settings.all().map(({ name, value }) => ({ name, value })),
  },

  '/common/upload1': {
    secured: true,
    async run({ world, now, user }, { file }) {
      const { contentType, path } = acceptImage(file, now)
      world.files.put(path, { contentType, bytes: file.bytes })
      await world.db.uploads.create({ path, userId: user.id, contentType, size: file.bytes.byteLength, at: now })
      return path
    },
  },
} satisfies Partial<HandlerMap>
