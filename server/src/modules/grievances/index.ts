// What the server-rendered pages read of this module (server/src/pages/store-fetch.ts).
export { shopInfo } from './shop-info.ts';
