import '@/lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource/press-start-2p/latin-400.css'
import '@fontsource/rajdhani/latin-500.css'
import '@fontsource/rajdhani/latin-700.css'
import '@fontsource/orbitron/latin-600.css'
import '@fontsource/orbitron/latin-800.css'
import '@/styles/index.css'
import { AppProvider } from '@/app/provider'
import { AppRouter } from '@/app/router'
import { initI18n } from '@/lib/i18n'
import { registerServiceWorker } from '@/lib/register-service-worker'

registerServiceWorker()

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  )
})
