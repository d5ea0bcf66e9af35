// The Istanbul calendar lives in time/istanbul.ts (issue 14 item 5); this path stays for the booking modules.
export * from '../time/istanbul';
