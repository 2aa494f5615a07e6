import type { MessageWarning } from '@startupsetu/server-core/contract/privacy';

// Fee scams aimed at founders (DESIGN §7.4, "Scam-aware chat"): someone posing as an investor or
// a fund's agent asks for money before any money moves. Each pattern below is one such ask, in the
// words seen in India's startup scams; a message from someone not connected with its recipient
// that matches one is shown to the recipient with a warning. A warning is a hint, not a verdict:
// a false positive costs a line of text, so the patterns lean towards catching.

const FEE_SCAM_PATTERNS: readonly RegExp[] = [
  // "due diligence fee", "DD charges", "due-diligence cost"
  /\b(due[\s-]*diligence|d\.?\s?d\.?)\s+(fees?|charges?|costs?|amount|payment)\b/i,
  // "processing fee", "registration charges", "onboarding fee", "legal/documentation/listing fee", "refundable deposit"
  /\b(processing|registration|onboarding|documentation|legal|listing|application|file|stamp\s+duty|activation|security)\s+(fees?|charges?|costs?|deposit)\b/i,
  /\brefundable\s+(fees?|deposit|amount)\b/i,
  // Standby letters of credit and bank guarantees sold as the way to "unlock" funding.
  /\bstand[\s-]*by\s+letters?\s+of\s+credit\b/i,
  /\bSBLC\b/i,
  // Pay to pitch: "pitch fee", "pay to pitch", "pay for a pitch slot", "investor access fee"
  /\bpay[\s-]+(to|for\s+(a|the|your)?)\s*[\s-]*pitch(ing)?\b/i,
  /\bpitch(ing)?\s+(fees?|charges?|slot\s+fee)\b/i,
  /\b(investor\s+)?(access|introduction|intro|meeting)\s+(fees?|charges?)\b/i,
  // Payment asks over UPI and Indian wallets: "pay via UPI", "UPI ID", "GPay me", "PhonePe", "Paytm"
  /\b(pay|send|transfer|deposit)\b[^.?!\n]{0,40}\b(upi|g\s?pay|google\s+pay|phone\s?pe|paytm|bhim)\b/i,
  /\b(upi|g\s?pay|google\s+pay|phone\s?pe|paytm|bhim)\b[^.?!\n]{0,40}\b(pay|payment|send|transfer|id|number|qr)\b/i,
  /\b[\w.-]{2,}@(ok(axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|upi)\b/i,
  // Crypto payment asks: "pay in USDT", "send bitcoin", "crypto wallet address"
  /\b(pay|send|transfer|deposit)\b[^.?!\n]{0,40}\b(usdt|tether|bitcoin|btc|crypto(currency)?|ethereum|eth|bnb|trc-?20|erc-?20)\b/i,
  /\b(usdt|tether|bitcoin|btc|crypto(currency)?)\s+(wallet|address|payment|transfer)\b/i,
];

/** Whether the text asks for a fee or a payment the way fee scams do. */
export function looksLikeFeeScam(text: string): boolean {
  return FEE_SCAM_PATTERNS.some((pattern) => pattern.test(text));
}

/** The warning a message from someone not connected with its recipient carries, or null. */
export function messageWarning(text: string, connected: boolean): MessageWarning | null {
  return !connected && looksLikeFeeScam(text) ? 'possible-fee-scam' : null;
}
