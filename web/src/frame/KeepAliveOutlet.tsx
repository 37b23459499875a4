// The cached-page flag (staticData.keepAlive): such a page stays mounted in a hidden
// <Activity> while the user is elsewhere, so its state, inputs and scroll survive; other
// pages render through the ordinary <Outlet>. A cached page must not read route-bound
// hooks (useSearch/useParams with `from`), because it also renders while not matched.
import { type AnyRoute, Outlet, useMatches, useRouter } from '@tanstack/react-router'
import { Activity, type ComponentType, Suspense, useState } from 'react'

import { sessions } from '../api/index.ts'

function CachedPage({ route }: { route: AnyRoute }) {
  const Page = route.options.component as ComponentType | undefined
  return Page ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : null
}

export function KeepAliveOutlet() {
  const router = useRouter()
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const current = leaf?.staticData.keepAlive && leaf.status === 'success' ? leaf.routeId : undefined
  // Cached pages belong to the account that saw them: another login starts them afresh.
  const owner = sessions.read()?.account
  const [cache, setCache] = useState<{ owner: string | undefined; visited: readonly string[] }>({ owner, visited: [] })
  if (cache.owner !== owner) setCache({ owner, visited: [] })
  else if (current !== undefined && !cache.visited.includes(current))
    setCache({ owner, visited: [...cache.visited, current] })
  const visited = cache.owner === owner ? cache.visited : []

  return (
    <>
      {visited.map((routeId) => (
        <Activity key={routeId} mode={routeId === current ? 'visible' : 'hidden'}>
          <CachedPage route={router.routesById[routeId as keyof typeof router.routesById] as AnyRoute} />
        </Activity>
      ))}
      {current === undefined ? <Outlet /> : null}
    </>
  )
}
