/** The client build's manifest (Vite's build.manifest), built into the server bundle. */
declare module 'virtual:client-manifest' {
  import type { Manifest } from 'vite';

  const manifest: Manifest;
  export default manifest;
}
