// The functions host (a worker thread, or a forked process) starts here, in plain JavaScript: neither
// inherits the parent's loader hooks, so tsx is registered here before any TypeScript is imported.
import { register } from 'tsx/esm/api';

register();
await import('./functions-host.worker.ts');
