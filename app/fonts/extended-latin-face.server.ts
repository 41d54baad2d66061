import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontLatin from '@site-fonts/nunito-latin.woff2?url';
import { extendedLatinCss } from './extended-latin-css';
import { extendedLatinFaceHrefs, extendedLatinFile } from './extended-latin-face';

/** Both variants' CSS by href (the file is read once, from the build). */
export function extendedLatinFaces(): Record<string, string> {
  const css = extendedLatinCss({
    latinUrl: fontLatin,
    extendedUrl: extendedLatinFile,
    extendedBase64: readFileSync(path.join('build', 'client', extendedLatinFile)).toString(
      'base64',
    ),
  });
  return {
    [extendedLatinFaceHrefs.inline]: css.inline,
    [extendedLatinFaceHrefs.file]: css.file,
  };
}
