/** Reading a PNG's header, for the tests: its signature and the size its IHDR chunk states. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height of a PNG, or undefined when `bytes` does not start like one. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (png.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
