// Entry of the analysis worker thread: the engine is TypeScript run by tsx, so the thread
// registers tsx's loader before loading its real body (works under tsx, node and vitest alike).
import { register } from 'tsx/esm/api'

register()
await import('./thread.ts')
