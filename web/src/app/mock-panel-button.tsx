// Development and browser mock modes only (web/src/main.tsx imports this behind
// `import.meta.env.DEV`, so production builds leave it out): a small floating button that
// opens the mock's control panel (/__mock/) over the app, on the app's own world.
import './mock-panel-button.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The world the app's calls go to: the mock answers it from the same headers the app sends. */
async function currentWorld(): Promise<string> {
  try {
    const response = await fetch('/__mock/world')
    const body = (await response.json()) as { data?: { session?: string } }
    return body.data?.session ?? 'default'
  } catch {
    return 'default'
  }
}

function MockPanelButton() {
  const [world, setWorld] = useState<string>()
  if (world === undefined) {
    return (
      <button
        type="button"
        className="mock-panel-button"
        aria-label="Open the mock control panel"
        onClick={() => void currentWorld().then(setWorld)}
      >
        Mock
      </button>
    )
  }
  return (
    <div className="mock-panel-overlay" role="dialog" aria-label="Mock control panel">
      <button type="button" className="mock-panel-close" onClick={() => setWorld(undefined)}>
        Close the mock panel
      </button>
      <iframe title="Mock control panel" src={`/__mock/?world=${encodeURIComponent(world)}`} />
    </div>
  )
}

export function mountMockPanelButton(): void {
  const host = document.createElement('div')
  host.id = 'mock-panel'
  document.body.append(host)
  createRoot(host).render(<MockPanelButton />)
}
