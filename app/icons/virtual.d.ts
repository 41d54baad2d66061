declare module 'virtual:icon-sprite' {
  /** URL of the icon sprite (a hashed asset). */
  const url: string;
  export default url;
}
