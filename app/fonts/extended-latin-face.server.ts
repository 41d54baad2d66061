import { readFileSync } from 'node:fs';
import path from 'node:path';
import displayLatin from '@site-fonts/fraunces-latin.woff2?url';
import fontLatin from '@site-fonts/nunito-latin.woff2?url';
import { extendedLatinCss } from './extended-latin-css';
import {
  displayExtendedLatinFile,
  extendedLatinFaceHrefs,
  extendedLatinFile,
} from './extended-latin-face';

const base64Of = (file: string) =>
  readFileSync(path.join('build', 'client', file)).toString('base64');

/** Both variants' CSS by href (the files are read once, from the build). */
export function extendedLatinFaces(): Record<string, string> {
  const css = extendedLatinCss(
    {
      latinUrl: fontLatin,
      extendedUrl: extendedLatinFile,
      extendedBase64: base64Of(extendedLatinFile),
    },
    {
      latinUrl: displayLatin,
      extendedUrl: displayExtendedLatinFile,
      extendedBase64: base64Of(displayExtendedLatinFile),
    },
  );
  return {
    [extendedLatinFaceHrefs.inline]: css.inline,
    [extendedLatinFaceHrefs.file]: css.file,
  };
}
