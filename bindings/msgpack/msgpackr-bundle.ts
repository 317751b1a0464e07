// msgpackr's pure-JS encoder and decoder: bundled into the library, and on its own as
// dist/msgpackr.cjs, which the Node entry loads at the first msgpack call (msgpackr-source.node.ts).
export { Packr } from "msgpackr/pack";
export { Unpackr } from "msgpackr/unpack";
