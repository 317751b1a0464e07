// Edge runtimes and their bundlers turn a `.wasm` import into a compiled WebAssembly.Module.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
