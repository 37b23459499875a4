// The Node flags the mock server runs with. package.json's `mock` and `e2e:server` scripts
// spell them out too (a test keeps them in step). Semi-spaces of 4 MB instead of V8's 16
// keep the server's young generation, and so its memory, about 25 MB smaller at the same
// throughput (measured with `npm run bench:mock`).
export const mockNodeFlags = ['--max-semi-space-size=4'] as const
