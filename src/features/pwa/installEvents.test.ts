import { describe, expect, it } from 'vitest';
import { needsIosInstallHint } from './installEvents';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('needsIosInstallHint', () => {
  it('shows the hint only in iPhone Safari outside standalone mode', () => {
    expect(needsIosInstallHint(IPHONE_SAFARI, false)).toBe(true);
    expect(needsIosInstallHint(IPHONE_SAFARI, true)).toBe(false);
    expect(needsIosInstallHint(IPHONE_CHROME, false)).toBe(false);
    expect(needsIosInstallHint(ANDROID, false)).toBe(false);
  });
});
