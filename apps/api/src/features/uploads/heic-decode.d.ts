/** heic-decode 2 (libheif compiled to WebAssembly) ships no types: what we use of it. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Buffer | Uint8Array }): Promise<DecodedImage>;
  export = decode;
}
