// Node-side test process: an unhandled rejection is a defect (the product must never leak one), so it
// fails the run instead of passing unnoticed.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection in a test:', reason)
  process.exitCode = 1
})
