// A worker thread of the prerender (scripts/build/prerender.ts). Worker threads start without the tsx
// loader that runs the build's TypeScript, so this plain module loads the script through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('../build/prerender.ts', import.meta.url);
