// DOM test process: happy-dom's window as the global environment, registered before any test file loads.
import { GlobalRegistrator } from '@happy-dom/global-registrator'

GlobalRegistrator.register({ url: 'https://publisher.example/news/article-1', width: 1280, height: 800 })

process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection in a test:', reason)
  process.exitCode = 1
})
