declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare const __BUILD_ID__: string;
declare module 'react-router-production-build' { export * from 'react-router'; }
