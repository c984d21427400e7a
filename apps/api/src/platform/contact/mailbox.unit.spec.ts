import { mailboxOf } from './mailbox';

describe('the mailbox of an address (issue 26 items 7 and 8)', () => {
  it.each([
    ['Ana.B+2@GMail.com', 'anab@gmail.com'],
    ['a.n.a.b@googlemail.com', 'anab@gmail.com'],
    ['  Pat@Example.COM ', 'pat@example.com'],
    ['pat+rewards@example.com', 'pat@example.com'],
    ['pat+rewards@outlook.com', 'pat@outlook.com'],
    ['pat.lens@example.com', 'pat.lens@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
