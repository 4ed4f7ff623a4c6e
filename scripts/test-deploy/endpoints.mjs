// Where the stack under test answers, set once by the run (compose.mjs for the deploy test,
// ../test-swarm for the Swarm test), so the HTTP client serves both.
export const endpoints = { site: '', mailViewer: '', emulator: '' };
