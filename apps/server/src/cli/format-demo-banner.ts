import type { DemoUser } from '../seed-demo.js';

/** What `serve --demo` and `seed demo` print: the demo users with their keys, and a first request. */
export function formatDemoBanner(
  users: readonly DemoUser[],
  publicUrl: string,
  seeded: boolean,
): string {
  const lines = [
    seeded
      ? 'Demo data seeded. Demo users and their API keys (shown once):'
      : 'Fresh API keys for the demo users (shown once):',
    ...users.map(
      (u) => `  ${u.username.padEnd(6)} ${u.role.padEnd(7)} ${u.company.padEnd(10)} ${u.key}`,
    ),
    '',
    'Try:',
    `  curl -H "Authorization: Bearer ${users[0]?.key ?? '<key>'}" ${publicUrl}/document/api/default`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
