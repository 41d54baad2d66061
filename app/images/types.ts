/** What an `?responsive` image import yields (vite-imagetools' picture output). */
export interface ResponsiveImage {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
}
