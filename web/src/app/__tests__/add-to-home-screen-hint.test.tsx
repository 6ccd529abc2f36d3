import { describe, expect, it } from 'vitest';

import { isIosSafariBrowser } from '../layouts/add-to-home-screen-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36';

describe('the Add to Home Screen hint', () => {
  it('is for iOS Safari outside standalone mode', () => {
    expect(isIosSafariBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, false)).toBe(true);
  });

  it('is not shown when already running from the home screen', () => {
    expect(
      isIosSafariBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true }, false),
    ).toBe(false);
    expect(isIosSafariBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, true)).toBe(false);
  });

  it('is not shown in other browsers', () => {
    expect(isIosSafariBrowser({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 }, false)).toBe(false);
    expect(isIosSafariBrowser({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 }, false)).toBe(false);
  });
});
