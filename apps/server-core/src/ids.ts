import { randomBytes } from 'node:crypto';

// 12 hex digits of milliseconds then 14 hex digits that only grow within a millisecond: ids sort
// by creation time as plain strings (lower-case hex, fixed length, so every collation agrees).
const RANDOM_DIGITS = 14;
const RANDOM_LIMIT = 1n << BigInt(RANDOM_DIGITS * 4);

let lastTime = 0;
let lastRandom = 0n;

export function newId(): string {
  let time = Date.now();
  if (time <= lastTime) {
    time = lastTime;
    lastRandom += 1n + BigInt(randomBytes(1)[0]!);
    if (lastRandom >= RANDOM_LIMIT) {
      time += 1;
      lastRandom = freshRandom();
    }
  } else {
    lastRandom = freshRandom();
  }
  lastTime = time;
  return time.toString(16).padStart(12, '0') + lastRandom.toString(16).padStart(RANDOM_DIGITS, '0');
}

// Leaves headroom so increments within one millisecond rarely overflow.
function freshRandom(): bigint {
  return BigInt('0x' + randomBytes(7).toString('hex')) >> 2n;
}
