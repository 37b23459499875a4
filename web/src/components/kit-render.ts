// antd-mobile 5 renders its imperative components (Dialog.confirm, the image viewer of
// ImageUploader) with the legacy ReactDOM.render, which React 19 removed; its documented
// shim hands it createRoot. Imported by the modules that open one (confirm.ts,
// ImageUpload.tsx), so that it loads with them and not on every screen.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { createRoot, type Root } from 'react-dom/client'

type Container = (Element | DocumentFragment) & { __reactRoot?: Root }

unstableSetRender((node, container: Container) => {
  container.__reactRoot ??= createRoot(container)
  const root = container.__reactRoot
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    delete container.__reactRoot
  }
})
