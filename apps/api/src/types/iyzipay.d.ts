// The part of the `iyzipay` client (CommonJS, no types of its own) the iyzico adapter uses. Answers are `unknown`:
// the adapter parses them with zod (apps/api/src/modules/money/providers/iyzico-provider.ts).
declare module 'iyzipay' {
  type IyzipayCallback = (err: unknown, result: unknown) => void;
  interface IyzipayResource {
    create(request: object, callback: IyzipayCallback): void;
    retrieve(request: object, callback: IyzipayCallback): void;
  }
  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    threedsInitialize: IyzipayResource;
    threedsPayment: IyzipayResource;
    payment: IyzipayResource;
    installmentInfo: IyzipayResource;
    refundV2: IyzipayResource;
  }
}
