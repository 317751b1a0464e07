// Edge runtimes' bundlers turn a `.wasm?module` import (Vercel's form, read by wrangler too)
// into a compiled WebAssembly.Module.
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
