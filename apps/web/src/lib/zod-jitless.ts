import { z } from 'zod'

// zod would probe `new Function` to compile schemas; the Content-Security-Policy forbids eval.
// Imported first by main.tsx: the probe runs as soon as the shared schemas are built.
z.config({ jitless: true })
