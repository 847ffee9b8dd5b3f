/** unzipper 0.10 ships no types: the part the workbook check uses. */
declare module 'unzipper' {
  import type { PassThrough, Transform } from 'node:stream';
  export interface Entry extends PassThrough {
    path: string;
    type: 'File' | 'Directory';
    autodrain(): unknown;
  }
  export function Parse(options?: { forceStream?: boolean }): Transform;
  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
