// Loaded with `node --import` into the portal that scripts/public-html-snapshot.ts starts, and so into
// its render threads too (they inherit the flag): the clock stands still at FIXED_CLOCK, so the demo
// content's dates ("published 3 days ago", this month's events) and every date the pages show are
// the same in each snapshot, whatever day it is taken. Only `Date.now()` and `new Date()` without an
// argument read it; a date given explicitly is kept as it is.
const fixedMs = Date.parse(process.env.FIXED_CLOCK ?? '');
if (Number.isNaN(fixedMs)) throw new Error('FIXED_CLOCK must be an ISO-8601 instant');

Date.now = () => fixedMs;
// A proxy, not a subclass, so that `instanceof Date` still holds for dates made by Node itself.
globalThis.Date = new Proxy(Date, {
  construct: (RealDate, args, newTarget) => Reflect.construct(RealDate, args.length > 0 ? args : [fixedMs], newTarget),
});
