// The first screen: the site's logo and title from the configuration, and the way in.
import { createFileRoute } from '@tanstack/react-router'

import { sessions } from '../../api/index.ts'
import { useGo } from '../../frame/navigation.ts'
import { StartScreen } from '../../login/StartScreen.tsx'

export const Route = createFileRoute('/login/start')({
  component: StartRoute,
})

function StartRoute() {
  const go = useGo()
  const signedIn = sessions.read() !== undefined
  return <StartScreen signedIn={signedIn} onNext={() => go({ to: signedIn ? '/home/index' : '/login/start1' })} />
}
