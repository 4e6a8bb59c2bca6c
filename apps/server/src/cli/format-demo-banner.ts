import type { DemoUser } from '../seed-demo.js';

/**
 * What `serve --demo` and `seed demo` print: the demo users with their keys, and a first request as
 * a member (bob, as the README's walk-through).
 */
export function formatDemoBanner(
  users: readonly DemoUser[],
  publicUrl: string,
  seeded: boolean,
): string {
  const lines = [
    seeded
      ? 'Demo data seeded. Demo users and their API keys (shown once):'
      : 'Fresh API keys for the demo users (shown once; their earlier keys are revoked):',
    ...users.map(
      (u) => `  ${u.username.padEnd(6)} ${u.role.padEnd(7)} ${u.company.padEnd(10)} ${u.key}`,
    ),
    '',
    'Try:',
    `  curl -H "Authorization: Bearer ${tryKey(users)}" ${publicUrl}/document/api/default`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

// The README walks through the demo as a member (bob), so the ready line uses the first member's key.
function tryKey(users: readonly DemoUser[]): string {
  return (users.find((u) => u.role === 'member') ?? users[0])?.key ?? '<key>';
}
