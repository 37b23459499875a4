import type { SectionProps } from './section.ts'

/** The operations no handler answers yet: the contract answers them (engine/stubs.ts). */
export function StubSection({ operations }: SectionProps) {
  const stubs = operations.filter((operation) => operation.stub !== null)
  return (
    <section aria-labelledby="stubs-heading">
      <h2 id="stubs-heading">Stubs</h2>
      {stubs.length === 0 ? (
        <p>Every operation of the contract has a handler.</p>
      ) : (
        <ul>
          {stubs.map((operation) => (
            <li key={operation.path}>
              {operation.path} ({operation.area}): answered with the contract’s{' '}
              {operation.stub === 'example' ? 'example' : 'generated data'}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
