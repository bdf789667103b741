import { globalConfigBodySchema } from './config';

describe('POST /merchant/config/global body (spec section 7: "Body data")', () => {
  it('when the body is wrapped in data or plain, then both are accepted', () => {
    expect(globalConfigBodySchema.parse({ data: { allowPrinting: false } })).toEqual({
      allowPrinting: false,
    });
    expect(globalConfigBodySchema.parse({ allowPrinting: false })).toEqual({ allowPrinting: false });
  });

  it('when the body has an unknown field or a wrong type, then it is refused', () => {
    expect(globalConfigBodySchema.safeParse({ allowPrinting: 'yes' }).success).toBe(false);
    expect(globalConfigBodySchema.safeParse({ nope: true }).success).toBe(false);
    expect(globalConfigBodySchema.safeParse({ verifyImageConcurrency: -1 }).success).toBe(false);
    expect(globalConfigBodySchema.safeParse({ imageBaseUrl: 'not a url' }).success).toBe(false);
    expect(globalConfigBodySchema.safeParse([]).success).toBe(false);
  });
});
