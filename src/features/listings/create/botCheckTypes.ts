/** The contract both bot checks share: report verified, and unverified again on expiry. */
export interface BotCheckWidgetProps {
  verified: boolean;
  onChange: (verified: boolean) => void;
}

/** How long the local stand-in stays verified (reCAPTCHA v2 tokens last about 2 minutes). */
export const LOCAL_BOT_CHECK_EXPIRY_MS = 2 * 60 * 1000;

export const LOCAL_BOT_CHECK_LABEL = "I'm not a robot (local test stand-in)";
export const BOT_CHECK_EXPIRED = 'Verification expired. Please check the box again.';
