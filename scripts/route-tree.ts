// Runs TanStack Router's generator over web/src/routes without touching the disk, so
// codegen can either write the route tree or compare it with the committed one.
import { chmod, chown, readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'

import { type Config, Generator, getConfig } from '@tanstack/router-generator'

import routerConfig from '../web/tsr.config.json' with { type: 'json' }

/** Returns the files the generator would write, by absolute path. */
export async function generateRouteTree(webRoot: string): Promise<Map<string, string>> {
  const written = new Map<string, string>()
  const config = getConfig({ ...(routerConfig as Partial<Config>), disableLogging: true }, webRoot)
  const generator = new Generator({
    config,
    root: webRoot,
    fs: {
      stat: async (path) => {
        if (written.has(path))
          return { mtimeMs: 0n, mode: 0o644, uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 }
        const info = await stat(path, { bigint: true })
        return { mtimeMs: info.mtimeMs, mode: Number(info.mode), uid: Number(info.uid), gid: Number(info.gid) }
      },
      readFile: async (path) => {
        const pending = written.get(path)
        if (pending !== undefined) return { stat: { mtimeMs: 0n }, fileContent: pending }
        try {
          const [content, info] = await Promise.all([readFile(path, 'utf8'), stat(path, { bigint: true })])
          return { stat: { mtimeMs: info.mtimeMs }, fileContent: content }
        } catch {
          return 'file-not-existing'
        }
      },
      writeFile: async (path, content) => {
        written.set(path, content)
      },
      rename: async (from, to) => {
        const content = written.get(from)
        if (content !== undefined) {
          written.delete(from)
          written.set(to, content)
        }
      },
      chmod: async (path, mode) => {
        if (!written.has(path)) await chmod(path, mode)
      },
      chown: async (path, uid, gid) => {
        if (!written.has(path)) await chown(path, uid, gid)
      },
    },
  })
  await generator.run()
  const treePath = resolve(webRoot, config.generatedRouteTree)
  if (!written.has(treePath)) {
    // The generator skips writing when the file on disk is already current.
    written.set(treePath, await readFile(treePath, 'utf8'))
  }
  return written
}
