// DOM test process: happy-dom's window as the global environment, registered before any test file loads.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

GlobalRegistrator.register({ url: 'https://publisher.example/news/article-1', width: 1280, height: 800 })

process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection in a test:', reason)
  process.exitCode = 1
})

// waitFor polls for a condition; a loaded 2-core CI machine can take longer than the 1 s default.
const { configure } = await import('@testing-library/dom')
configure({ asyncUtilTimeout: 10_000 })
