declare module '*?responsive' {
  import type { ResponsiveImage } from '~/images/types';
  const image: ResponsiveImage;
  export default image;
}

declare module '*&format=png' {
  const src: string;
  export default src;
}
