// A worker thread of the prerender (scripts/prerender.ts). Worker threads start without the tsx
// loader that runs the build's TypeScript, so this plain module loads the script through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('../prerender.ts', import.meta.url);
