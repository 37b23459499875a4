// Yields to the browser until a task of its own: what follows runs after whatever input or
// rendering is waiting, instead of lengthening the current task. (A message to oneself is the
// quickest way to a new task, as React's scheduler does; a timer may be delayed.)
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
