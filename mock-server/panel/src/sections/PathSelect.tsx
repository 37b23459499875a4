import type { Schemas } from '../client.ts'

/** A contract path to act on, with `*` (every path) first when allowed. */
export function PathSelect({
  label,
  value,
  onChange,
  operations,
  everyPath,
}: {
  label: string
  value: string
  onChange: (path: string) => void
  operations: readonly Schemas['OperationInfo'][]
  everyPath?: boolean
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {everyPath === true ? <option value="*">* (every path)</option> : null}
        {operations.map((operation) => (
          <option key={operation.path} value={operation.path}>
            {operation.path}
            {operation.stub === null ? '' : ' (stub)'}
          </option>
        ))}
      </select>
    </label>
  )
}
