// The functions host's thread starts here, in plain JavaScript: a worker does not inherit the
// parent's loader hooks, so tsx is registered in this thread before any TypeScript is imported.
import { register } from 'tsx/esm/api';

register();
await import('./functions-host.worker.ts');
