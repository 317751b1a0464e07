// Typed reads and writes of table entries: entry i of an array at `base`.

// @ts-ignore: decorator
@inline export function getI32(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setI32(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}

// @ts-ignore: decorator
@inline export function getU8(base: usize, i: i32): u8 {
  return load<u8>(base + <usize>i);
}

// @ts-ignore: decorator
@inline export function setU8(base: usize, i: i32, v: u8): void {
  store<u8>(base + <usize>i, v);
}
