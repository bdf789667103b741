declare const __APP_VERSION__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
