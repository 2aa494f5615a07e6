import { describe, expect, it } from 'vitest';
import { looksLikeFeeScam, messageWarning } from './fee-scam';

describe('looksLikeFeeScam', () => {
  it.each([
    'Our fund will invest 2 Cr once you clear the due diligence fee of ₹50,000.',
    'Kindly pay the DUE-DILIGENCE CHARGES today',
    'There is a small processing fee before the term sheet.',
    'Registration charges of Rs 25000 are refundable.',
    'We need a refundable deposit to reserve your slot.',
    'Funding is released against a Standby Letter of Credit from your bank.',
    'Arrange an SBLC and we disburse in 7 days',
    'Pay to pitch at our investor day, only ₹10k',
    'The pitch fee is 5000 INR',
    'An investor access fee applies for the intro.',
    'Please pay via UPI to confirm your slot',
    'Send 5000 on GPay to this number',
    'My PhonePe number is 98xxxxxx12, transfer today',
    'Paytm payment of the legal fee first',
    'UPI id: funds.desk@ybl',
    'Pay 200 USDT (TRC20) to our wallet',
    'send bitcoin to the escrow',
    'Share your crypto wallet address for the payment',
  ])('flags %j', (text) => {
    expect(looksLikeFeeScam(text)).toBe(true);
  });

  it.each([
    'Hi! Loved your pitch video, can we talk this week?',
    'We invest at pre-seed, cheque sizes ₹25 L to ₹1 Cr. What is your traction?',
    'Our due diligence takes about three weeks.',
    'Our product lets shops accept UPI without a terminal.',
    'Happy to share our deck. What stage is your fund?',
    'We are building a crypto tax tool for Indian traders.',
    'Registration for the demo day opens Monday.',
    'Can you send me the pitch deck?',
    'Our processing pipeline handles 1M events a day.',
  ])('leaves %j alone', (text) => {
    expect(looksLikeFeeScam(text)).toBe(false);
  });
});

describe('messageWarning', () => {
  it('warns only about messages from people not connected with their recipient', () => {
    expect(messageWarning('Pay the processing fee via UPI', false)).toBe('possible-fee-scam');
    expect(messageWarning('Pay the processing fee via UPI', true)).toBeNull();
    expect(messageWarning('Hello there', false)).toBeNull();
  });
});
